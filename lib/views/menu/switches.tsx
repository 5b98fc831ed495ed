/** @jsxImportSource preact */
import type { translations } from "@/lib/i18n/translations";

const SELECT_CLASS = "rounded-md border border-zinc-300 bg-transparent px-2 py-1 dark:border-zinc-700";
const THEMES = ["light", "dark", "system"] as const;

/** The language and theme selects of a guest page's top bar; the islands script makes them act. */
export function Switches({ locale, locales, t }: { locale: string; locales: readonly string[]; t: Awaited<ReturnType<typeof translations>> }) {
  return (
    <>
      <label class="inline-flex items-center gap-2 text-base">
        <span class="sr-only">{t("language.label")}</span>
        <select data-testid="locale-switch" aria-label={t("language.label")} class={SELECT_CLASS}>
          {locales.map((code) => (
            <option key={code} value={code} lang={code} selected={code === locale} class="text-zinc-900">
              {t.has(`language.${code}`) ? t(`language.${code}` as "language.ru") : code}
            </option>
          ))}
        </select>
      </label>
      <label class="inline-flex items-center gap-2 text-base">
        <span>{t("theme.label")}</span>
        <select data-testid="theme-switch" class={SELECT_CLASS}>
          {THEMES.map((value) => (
            <option key={value} value={value} selected={value === "system"} class="text-zinc-900">
              {t(`theme.${value}`)}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}
