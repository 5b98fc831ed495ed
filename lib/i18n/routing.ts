import { defineRouting } from "next-intl/routing";
import { CONTENT_LOCALES, DEFAULT_UI_LOCALE, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, UI_LOCALES } from "./locales";

/** The root site speaks the interface languages. */
export const routing = defineRouting({
  locales: UI_LOCALES,
  defaultLocale: DEFAULT_UI_LOCALE,
  localePrefix: "always",
  localeCookie: { name: LOCALE_COOKIE, maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS, sameSite: "lax" },
  alternateLinks: false,
});

/** Venue menu sites speak every content language. */
export const venueRouting = defineRouting({ ...routing, locales: CONTENT_LOCALES });
