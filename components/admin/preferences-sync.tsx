"use client";

import { useLocale } from "next-intl";
import { useTheme } from "next-themes";
import { useEffect } from "react";
import { usePathname, useRouter } from "@/lib/i18n/navigation";
import { isUiLocale } from "@/lib/i18n/locales";

/**
 * SPEC §4 session: when the user's stored language or theme changes (or is first seen in this
 * tab) and differs from the current one, the interface follows it once; manual switches stay.
 */
export function PreferencesSync({ userId, uiLocale, theme }: { userId: number; uiLocale: string; theme: string }) {
  const locale = useLocale();
  const router = useRouter();
  const pathname = usePathname();
  const { theme: currentTheme, setTheme } = useTheme();
  useEffect(() => {
    const key = `carta:applied-preferences:${userId}`;
    const stored = `${uiLocale}|${theme}`;
    if (sessionStorage.getItem(key) === stored) return;
    sessionStorage.setItem(key, stored);
    if (theme !== currentTheme) setTheme(theme);
    if (isUiLocale(uiLocale) && uiLocale !== locale) router.replace(pathname, { locale: uiLocale });
  }, [userId, uiLocale, theme, currentTheme, setTheme, locale, router, pathname]);
  return null;
}
