"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "@/lib/browser/toast";
import type { ActionResult } from "@/lib/server/auth/action";
import { useErrorText } from "@/components/forms/use-error-text";

/** Saves an on/off switch, tells the result (`done(on)`), and stays busy until the page shows it. */
export function useSavedSwitch(save: (on: boolean) => Promise<ActionResult<unknown>>, done: (on: boolean) => string) {
  const errorText = useErrorText("menu");
  const router = useRouter();
  const [refreshing, startTransition] = useTransition();
  const set = async (on: boolean) => {
    const result = await save(on);
    if (!result.ok) {
      toast.error(errorText(result.error));
      return;
    }
    toast.success(done(on));
    startTransition(() => router.refresh());
  };
  return { set, refreshing };
}
