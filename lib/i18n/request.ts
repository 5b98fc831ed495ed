import { getRequestConfig } from "next-intl/server";
import { DEFAULT_UI_LOCALE, isContentLocale } from "./locales";
import { loadMessages } from "./messages";

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isContentLocale(requested) ? requested : DEFAULT_UI_LOCALE;
  return { locale, messages: await loadMessages(locale) };
});
