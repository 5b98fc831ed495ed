"use client";

import { useSearchParams } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useTransition } from "react";
import { UI_LOCALES, type UiLocale } from "@/lib/i18n/locales";
import { usePathname, useRouter } from "@/lib/i18n/navigation";

/** Switches the interface language: the same page under another locale prefix (a venue's pages have their own, components/menu/islands/locale-switch.ts). */
export function LocaleSwitch() {
  const t = useTranslations("common.language");
  const current = useLocale();
  const pathname = usePathname();
  const search = useSearchParams();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const change = (locale: string) => {
    const query = search.toString();
    const href = `${pathname}${query ? `?${query}` : ""}`;
    startTransition(() => router.replace(href, { locale: locale as UiLocale }));
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
        {UI_LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale} className="text-zinc-900">
            {t.has(locale) ? t(locale as "ru") : locale}
          </option>
        ))}
      </select>
    </label>
  );
}
