import { CONTENT_LOCALES, DEFAULT_UI_LOCALE, type ContentLocale } from "./locales";

export interface StoreLocales {
  contentLocales: readonly string[];
  primaryLocale: string;
}

/** The languages a venue offers its guests, primary first, then in the usual order. */
export function offeredLocales(store: StoreLocales): ContentLocale[] {
  const offered = CONTENT_LOCALES.filter((code) => code === store.primaryLocale || store.contentLocales.includes(code));
  if (offered.length === 0) return [DEFAULT_UI_LOCALE];
  const primary = offered.find((code) => code === store.primaryLocale) ?? offered[0]!;
  return [primary, ...offered.filter((code) => code !== primary)];
}

/**
 * Where a guest asking a venue page in a language it has no content in goes: the same page in the
 * store's primary language (null when the language is offered). `path` starts with the locale prefix.
 */
export function offeredLocaleRedirect(store: StoreLocales, locale: string, path: string, search = ""): string | null {
  const offered = offeredLocales(store);
  if ((offered as string[]).includes(locale)) return null;
  const [, , ...rest] = path.split("/");
  const tail = rest.join("/");
  return `/${offered[0]}${tail ? `/${tail}` : ""}${search}`;
}
