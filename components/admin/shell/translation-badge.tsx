"use client";

import { useTranslations } from "next-intl";
import type { PolledStatus } from "@/lib/domain/translations/entity-status";

const badge = "rounded-full px-2 py-0.5 text-xs font-medium";

/** The queued, running or failed mark of an entity's machine translation; nothing once it is completed. */
export function TranslationBadge({ translation }: { translation: PolledStatus }) {
  const t = useTranslations("menuAdmin.badges");
  if (translation === "in_queue" || translation === "in_progress") {
    return (
      <span data-testid="translation-badge" className={`${badge} bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-100`}>
        {t(translation === "in_queue" ? "translationQueued" : "translationRunning")}
      </span>
    );
  }
  if (translation === "failed") {
    return (
      <span data-testid="translation-badge" className={`${badge} bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200`}>
        {t("translationFailed")}
      </span>
    );
  }
  return null;
}
