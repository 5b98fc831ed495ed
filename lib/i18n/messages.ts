import type { UiLocale } from "./locales";

/** Message namespaces and the files (messages/{locale}/{file}.json) they come from. */
const AREAS = {
  common: "common",
  errors: "errors",
  menu: "menu",
  auth: "auth",
  staff: "staff",
  profile: "profile",
  uploads: "uploads",
  menuAdmin: "menu-admin",
  storeSettings: "store-settings",
  promotionsAdmin: "promotions-admin",
  history: "history",
  menuExtras: "menu-extras",
  venueExtrasAdmin: "venue-extras-admin",
} as const;

export async function loadMessages(locale: UiLocale): Promise<Record<string, unknown>> {
  const parts = await Promise.all(
    Object.entries(AREAS).map(
      async ([area, file]) => [area, (await import(`../../messages/${locale}/${file}.json`)).default] as const,
    ),
  );
  return Object.fromEntries(parts);
}
