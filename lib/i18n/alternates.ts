import { isContentLocale, UI_LOCALES } from "./locales";

export interface Alternates {
  canonical: string;
  languages: Record<string, string>;
}

/**
 * Canonical and alternate-language URLs for a localized public path such as `/en/menu`; the first
 * locale is the default one (x-default, and canonical when the path carries no offered locale).
 */
export function localizedAlternates(origin: string, path: string, locales: readonly string[] = UI_LOCALES): Alternates {
  const [, first = "", ...rest] = path.split("/");
  const tail = isContentLocale(first) || locales.includes(first) ? rest : [first, ...rest];
  const suffix = tail.filter(Boolean).join("/");
  const url = (locale: string) => `${origin}/${locale}${suffix ? `/${suffix}` : ""}`;
  const current = locales.includes(first) ? first : (locales[0] ?? "ru");
  const languages = Object.fromEntries(locales.map((locale) => [locale, url(locale)]));
  return { canonical: url(current), languages: { ...languages, "x-default": url(locales[0] ?? "ru") } };
}
