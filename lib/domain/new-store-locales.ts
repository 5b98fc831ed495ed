import { CONTENT_LOCALES, type ContentLocale, DEFAULT_UI_LOCALE, isUiLocale, UI_LOCALES } from "../i18n/locales";

/** A new store offers every interface language unless its creator chooses otherwise (registration and Settings → Stores alike). */
export function defaultContentLocales(): ContentLocale[] {
  return [...UI_LOCALES];
}

/**
 * The languages a new store starts with: the chosen content languages (the default rule when none are
 * given), in catalogue order; the primary one is the creator's interface language when chosen, else the first.
 */
export function newStoreLocales(creatorLocale: string, chosen?: readonly ContentLocale[]): { primaryLocale: ContentLocale; contentLocales: ContentLocale[] } {
  const wanted = new Set(chosen && chosen.length > 0 ? chosen : defaultContentLocales());
  const contentLocales = CONTENT_LOCALES.filter((locale) => wanted.has(locale));
  const own = isUiLocale(creatorLocale) ? creatorLocale : DEFAULT_UI_LOCALE;
  return { primaryLocale: contentLocales.includes(own) ? own : contentLocales[0]!, contentLocales };
}
