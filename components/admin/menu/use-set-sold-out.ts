"use client";

import { useTranslations } from "next-intl";
import type { ActionResult } from "@/lib/server/auth/action";
import { useSavedSwitch } from "./use-saved-switch";

/** Saves a "sold out today" switch, tells the result, and stays busy until the page shows it. */
export function useSetSoldOut(save: (soldOut: boolean) => Promise<ActionResult<unknown>>, name: string) {
  const t = useTranslations("menuAdmin.soldOut");
  const { set, refreshing } = useSavedSwitch(save, (soldOut) => (soldOut ? t("nowSoldOut", { name }) : t("nowAvailable", { name })));
  return { setSoldOut: set, refreshing };
}
