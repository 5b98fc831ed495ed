"use client";

import { lazy, Suspense, useSyncExternalStore } from "react";
import { toast } from "@/lib/browser/toast";

const SonnerToaster = lazy(() => import("./sonner-toaster"));

/** Where the toasts show: mounts sonner's Toaster with the page's first toast, so a page that shows none never loads it. */
export function Toaster() {
  const requested = useSyncExternalStore(toast.subscribe, toast.requested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
