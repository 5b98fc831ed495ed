import { DEFAULT_UI_LOCALE, isUiLocale, type UiLocale } from "../../i18n/locales";

/** Where a mailed link points: the root site's origin and the interface language of the request. */
export interface LinkBase {
  origin: string;
  locale: string;
}

export const uiLocale = (locale: string): UiLocale => (isUiLocale(locale) ? locale : DEFAULT_UI_LOCALE);

export function rootLink({ origin, locale }: LinkBase, path: string, token: string): string {
  return `${origin}/${uiLocale(locale)}${path}?token=${encodeURIComponent(token)}`;
}
