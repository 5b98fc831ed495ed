import { defineRouting } from "next-intl/routing";
import { DEFAULT_UI_LOCALE, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, UI_LOCALES } from "./locales";

export const routing = defineRouting({
  locales: UI_LOCALES,
  defaultLocale: DEFAULT_UI_LOCALE,
  localePrefix: "always",
  localeCookie: { name: LOCALE_COOKIE, maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS, sameSite: "lax" },
  alternateLinks: false,
});
