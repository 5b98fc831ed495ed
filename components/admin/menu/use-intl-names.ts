"use client";

import { useLocale } from "next-intl";
import { useMemo } from "react";

const MONDAY = Date.UTC(2024, 0, 1);

/** Short weekday names in the interface language, by ISO weekday (1 = Monday). */
export function useWeekdayNames(): Record<number, string> {
  const locale = useLocale();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "UTC" });
    return Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((day) => [day, format.format(MONDAY + (day - 1) * 86_400_000)]));
  }, [locale]);
}

/** A content language's name in the interface language: "ru" → "Russian" / "русский" / "俄语". */
export function useLanguageName(): (code: string) => string {
  const locale = useLocale();
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: "language" });
    return (code: string) => names.of(code) ?? code;
  }, [locale]);
}
