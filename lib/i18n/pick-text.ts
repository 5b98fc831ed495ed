/** A text in the interface language, else the store's primary language, else any. */
export function pickText<T>(byLocale: Record<string, T>, locale: string, primary: string): T | undefined {
  return byLocale[locale] ?? byLocale[primary] ?? Object.values(byLocale)[0];
}

export interface LanguageOption {
  locale: string;
  label: string;
}

/** The store's content languages named in the interface language (computed on the server, so the client shows the same). */
export function languageOptions(locales: readonly string[], uiLocale: string): LanguageOption[] {
  const names = new Intl.DisplayNames([uiLocale], { type: "language" });
  return locales.map((locale) => ({ locale, label: names.of(locale) ?? locale }));
}
