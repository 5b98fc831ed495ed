"use client";

import { useTranslations } from "next-intl";
import type { Schedule } from "@/lib/db/schema/menu";
import { crossesMidnight } from "@/lib/domain/schedule-rules";
import type { LanguageState } from "@/lib/domain/translations/language-state";
import { TranslationBadge } from "@/components/admin/shell/translation-badge";
import { useWeekdayNames } from "./use-intl-names";

const badge = "rounded-full px-2 py-0.5 text-xs font-medium";

/** Hidden, 18+, schedule, translation and "not shown now" marks of a category or item. */
export function StatusBadges({
  hidden,
  ageRestricted,
  schedule,
  visibleNow,
  languages = {},
}: {
  hidden: boolean;
  ageRestricted: boolean;
  schedule: Schedule | null;
  visibleNow: boolean;
  languages?: Readonly<Record<string, LanguageState>>;
}) {
  const t = useTranslations("menuAdmin.badges");
  const days = useWeekdayNames();
  const window = schedule?.enabled
    ? `${schedule.days.length === 7 ? t("everyDay") : schedule.days.map((day) => days[day]).join(", ")} · ${schedule.start}–${schedule.end}${crossesMidnight(schedule) ? ` (${t("nextDay")})` : ""}`
    : null;
  return (
    <span className="flex flex-wrap items-center gap-1">
      {hidden ? <span className={`${badge} bg-zinc-200 text-zinc-800 dark:bg-zinc-700 dark:text-zinc-100`}>{t("hidden")}</span> : null}
      {ageRestricted ? <span className={`${badge} bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200`}>18+</span> : null}
      {window ? (
        <span className={`${badge} bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100`}>
          <span className="sr-only">{t("schedule")}: </span>
          {window}
        </span>
      ) : null}
      <TranslationBadge languages={languages} />
      {!hidden && !visibleNow ? <span className={`${badge} bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100`}>{t("notNow")}</span> : null}
    </span>
  );
}
