"use client";

import { useLocale } from "next-intl";
import { languageNameIn, weekdayNames } from "@/lib/i18n/intl-names";

/** Short weekday names in the interface language, by ISO weekday (1 = Monday). */
export function useWeekdayNames(): Record<number, string> {
  return weekdayNames(useLocale());
}

/** A content language's name in the interface language: "ru" → "Russian" / "русский" / "俄语". */
export function useLanguageName(): (code: string) => string {
  return languageNameIn(useLocale());
}
