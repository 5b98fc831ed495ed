"use client";

import { useSearchParams } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useTransition } from "react";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, UI_LOCALES, type UiLocale } from "@/lib/i18n/locales";
import { usePathname, useRouter } from "@/lib/i18n/navigation";

/**
 * Switches the interface language: the same page under another locale prefix. With `reload` the
 * page is loaded afresh (venue menus: the offline copy of the page in the new language is kept).
 */
export function LocaleSwitch({ locales = UI_LOCALES, reload = false }: { locales?: readonly string[]; reload?: boolean }) {
  const t = useTranslations("common.language");
  const current = useLocale();
  const pathname = usePathname();
  const search = useSearchParams();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const change = (locale: string) => {
    const query = search.toString();
    const href = `${pathname}${query ? `?${query}` : ""}`;
    if (reload) {
      document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
      window.location.assign(new URL(`/${locale}${href === "/" ? "" : href}`, window.location.origin));
    } else startTransition(() => router.replace(href, { locale: locale as UiLocale }));
  };
  return (
    <label className="inline-flex items-center gap-2 text-base">
      <span className="sr-only">{t("label")}</span>
      <select
        data-testid="locale-switch"
        aria-label={t("label")}
        disabled={pending}
        className="rounded-md border border-zinc-300 bg-transparent px-2 py-1 dark:border-zinc-700"
        value={current}
        onChange={(event) => change(event.target.value)}
      >
        {locales.map((locale) => (
          <option key={locale} value={locale} lang={locale} className="text-zinc-900">
            {t.has(locale) ? t(locale as "ru") : locale}
          </option>
        ))}
      </select>
    </label>
  );
}
