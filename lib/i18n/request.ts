import { getRequestConfig } from "next-intl/server";
import { DEFAULT_UI_LOCALE, isUiLocale } from "./locales";
import { loadMessages } from "./messages";

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isUiLocale(requested) ? requested : DEFAULT_UI_LOCALE;
  return { locale, messages: await loadMessages(locale) };
});
