import { isUiLocale, type ContentLocale } from "./locales";

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
  tablesAdmin: "tables-admin",
  analytics: "analytics",
  menuTable: "menu-table",
  menuExtras: "menu-extras",
  venueExtrasAdmin: "venue-extras-admin",
  subscriptions: "subscriptions",
  translationsAdmin: "translations-admin",
  legal: "legal",
  platform: "platform",
} as const;

type Area = keyof typeof AREAS;

/** The namespaces of the guest pages: the only ones that exist in the guest-only languages (ar, tr, fr). */
export const GUEST_AREAS: readonly Area[] = ["common", "errors", "menu", "menuTable", "menuExtras"];

export async function loadMessages(locale: ContentLocale): Promise<Record<string, unknown>> {
  const areas = isUiLocale(locale) ? (Object.keys(AREAS) as Area[]) : GUEST_AREAS;
  const parts = await Promise.all(
    areas.map(async (area) => [area, (await import(`../../messages/${locale}/${AREAS[area]}.json`)).default] as const),
  );
  return Object.fromEntries(parts);
}
