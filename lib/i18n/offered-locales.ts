import { acceptedLanguages } from "./accepted-languages";
import { CONTENT_LOCALES, DEFAULT_UI_LOCALE, isContentLocale, type ContentLocale } from "./locales";
import { textFallbackOrder } from "./text-fallback";

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

/** What a guest's browser asks for: the saved choice (the locale cookie) and its `Accept-Language` header. */
export interface WantedLocales {
  cookie?: string | null;
  acceptLanguage?: string | null;
}

/** The base language of a tag (`en-US` → `en`), lower-cased; "" for a malformed tag. */
function baseLanguage(tag: string): string {
  try {
    return new Intl.Locale(tag).language.toLowerCase();
  } catch {
    return "";
  }
}

/**
 * The language a guest reads a venue in: the first of `wanted` the venue offers, else along the order of
 * every guest text (English when offered, then the primary language).
 */
function bestOfferedLocale(store: StoreLocales, wanted: readonly string[]): ContentLocale {
  const offered: readonly string[] = offeredLocales(store);
  const fallback = textFallbackOrder("", { primaryLocale: offered[0]!, contentLocales: offered }).slice(1);
  return [...wanted.map(baseLanguage), ...fallback].find((code): code is ContentLocale => isContentLocale(code) && offered.includes(code))!;
}

/**
 * Where a guest asking for a venue page goes, or null when it is already in a language the venue offers.
 * `path` is the page as the guest typed it: a language the venue has no content in is replaced along the
 * fallback order (English, then primary); a path without a language gets the guest's saved choice, else
 * the best of the browser's languages the venue offers, else the fallback.
 */
export function offeredLocaleRedirect(store: StoreLocales, path: string, search = "", wanted: WantedLocales = {}): string | null {
  const [, first = "", ...rest] = path.split("/");
  if (isContentLocale(first)) {
    if ((offeredLocales(store) as string[]).includes(first)) return null;
    const tail = rest.join("/");
    return `/${bestOfferedLocale(store, [first])}${tail ? `/${tail}` : ""}${search}`;
  }
  const saved = wanted.cookie && isContentLocale(wanted.cookie) ? [wanted.cookie] : [];
  return `/${bestOfferedLocale(store, [...saved, ...acceptedLanguages(wanted.acceptLanguage)])}${path === "/" ? "" : path}${search}`;
}
