"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "sonner";
import type { ActionResult } from "@/lib/server/auth/action";
import { useErrorText } from "@/components/forms/use-error-text";

/** Saves a "sold out today" switch, tells the result, and stays busy until the page shows it. */
export function useSetSoldOut(save: (soldOut: boolean) => Promise<ActionResult<unknown>>, name: string) {
  const t = useTranslations("menuAdmin.soldOut");
  const errorText = useErrorText("menu");
  const router = useRouter();
  const [refreshing, startTransition] = useTransition();
  const setSoldOut = async (soldOut: boolean) => {
    const result = await save(soldOut);
    if (!result.ok) {
      toast.error(errorText(result.error));
      return;
    }
    toast.success(soldOut ? t("nowSoldOut", { name }) : t("nowAvailable", { name }));
    startTransition(() => router.refresh());
  };
  return { setSoldOut, refreshing };
}
