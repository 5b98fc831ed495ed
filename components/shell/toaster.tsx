"use client";

import { useSyncExternalStore } from "react";
import { lazyInBrowser } from "@/components/ui/lazy-in-browser";
import { toast } from "@/lib/browser/toast";

const SonnerToaster = lazyInBrowser(() => import("./sonner-toaster").then((module) => module.SonnerToaster));

/** Where the toasts show: mounts sonner's Toaster with the page's first toast, so a page that shows none never loads it. */
export function Toaster() {
  const requested = useSyncExternalStore(toast.subscribe, toast.requested, () => false);
  return requested ? <SonnerToaster /> : null;
}
