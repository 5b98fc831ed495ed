import "server-only";
import { DEFAULT_UI_LOCALE, isUiLocale, type UiLocale } from "../../i18n/locales";
import { rootOrigin } from "../../sites/public-origin";

/** The interface language of the request, which mailed links open in. */
export interface LinkBase {
  locale: string;
}

export const uiLocale = (locale: string): UiLocale => (isUiLocale(locale) ? locale : DEFAULT_UI_LOCALE);

/** A link to the configured root site, never to the host the request named. */
export function rootLink({ locale }: LinkBase, path: string, token?: string): string {
  const query = token === undefined ? "" : `?token=${encodeURIComponent(token)}`;
  return `${rootOrigin()}/${uiLocale(locale)}${path}${query}`;
}
