import "server-only";
import { cookies, headers } from "next/headers";
import { LOCALE_COOKIE } from "../i18n/locales";
import type { WantedLocales } from "../i18n/offered-locales";

/** The languages the current request asks for: the saved choice (the locale cookie) and the browser's. */
export async function wantedLocales(): Promise<WantedLocales> {
  const [jar, list] = await Promise.all([cookies(), headers()]);
  return { cookie: jar.get(LOCALE_COOKIE)?.value ?? null, acceptLanguage: list.get("accept-language") };
}
