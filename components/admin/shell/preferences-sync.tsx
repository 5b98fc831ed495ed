"use client";

import { useLocale } from "next-intl";
import { useTheme } from "next-themes";
import { useEffect } from "react";
import { usePathname, useRouter } from "@/lib/i18n/navigation";
import { isUiLocale } from "@/lib/i18n/locales";

/**
 * SPEC §4 session: when the user's stored language changes (saved in the profile, perhaps on
 * another device) and differs from the current one, the interface switches to it; the stored
 * theme is applied when first seen and whenever it changes. Languages chosen by hand stay.
 */
export function PreferencesSync({ userId, uiLocale, theme }: { userId: number; uiLocale: string; theme: string }) {
  const locale = useLocale();
  const router = useRouter();
  const pathname = usePathname();
  const { theme: currentTheme, setTheme } = useTheme();
  useEffect(() => {
    const key = `carta:preferences:${userId}`;
    const seen = localStorage.getItem(key);
    const stored = `${uiLocale}|${theme}`;
    if (seen === stored) return;
    localStorage.setItem(key, stored);
    const [seenLocale, seenTheme] = seen ? seen.split("|") : [uiLocale, null];
    if (theme !== seenTheme && theme !== currentTheme) setTheme(theme);
    if (seenLocale !== uiLocale && isUiLocale(uiLocale) && uiLocale !== locale) router.replace(pathname, { locale: uiLocale });
  }, [userId, uiLocale, theme, currentTheme, setTheme, locale, router, pathname]);
  return null;
}
