"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "sonner";
import type { ActionResult } from "@/lib/server/auth/action";
import { useErrorText } from "@/components/forms/use-error-text";

/** Saves a visibility switch, tells the result, and stays busy until the page shows the new version. */
export function useSetHidden(save: (hidden: boolean) => Promise<ActionResult<unknown>>) {
  const t = useTranslations("menuAdmin.visibility");
  const errorText = useErrorText("menu");
  const router = useRouter();
  const [refreshing, startTransition] = useTransition();
  const setHidden = async (hidden: boolean) => {
    const result = await save(hidden);
    if (!result.ok) {
      toast.error(errorText(result.error));
      return;
    }
    toast.success(hidden ? t("nowHidden") : t("nowVisible"));
    startTransition(() => router.refresh());
  };
  return { setHidden, refreshing };
}
