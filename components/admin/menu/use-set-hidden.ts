"use client";

import { useTranslations } from "next-intl";
import type { ActionResult } from "@/lib/server/auth/action";
import { useSavedSwitch } from "./use-saved-switch";

/** Saves a visibility switch, tells the result, and stays busy until the page shows the new version. */
export function useSetHidden(save: (hidden: boolean) => Promise<ActionResult<unknown>>) {
  const t = useTranslations("menuAdmin.visibility");
  const { set, refreshing } = useSavedSwitch(save, (hidden) => (hidden ? t("nowHidden") : t("nowVisible")));
  return { setHidden: set, refreshing };
}
