/**
 * The messages (namespaces, or parts of them as dotted paths) each area's `NextIntlClientProvider` hands to the
 * browser: what the area's client components read. A nested provider's messages replace its parent's for what it
 * wraps, so every list starts from the texts each page's boundaries and switches read.
 * tests/unit/client-namespaces.test.ts checks every client component reached from an area against its list.
 */
const LOCALE = ["common.theme", "common.language", "common.nav", "errors"] as const;

const TRANSLATION_BADGES = [
  "translationsAdmin.errors",
  "translationsAdmin.fields",
  "translationsAdmin.languageActions",
  "translationsAdmin.sourceChange",
  "translationsAdmin.states",
] as const;

export const CLIENT_NAMESPACES = {
  /** The guest menu and every page outside the root site's layout. */
  locale: LOCALE,
  /** Sign-in, registration and the root site's public pages. */
  rootSite: [...LOCALE, "auth", "legal.contact"],
  /** The admin panel's shell (navigation, store switcher, welcome dialog) and the pages without their own list. */
  adminPanel: [...LOCALE, "auth.errors", "auth.signIn", "legal.contact", "profile.welcome", "staff.switcher"],
  /** The menu editor: sections, categories and items (the guests' view of a category reads the guest menu's texts). */
  adminMenu: [...LOCALE, "auth.errors", "common.loading", "common.sortable", "menu", "menuAdmin", ...TRANSLATION_BADGES, "uploads"],
  adminPromotions: [...LOCALE, "auth.errors", "common.sortable", "menuAdmin.badges", "promotionsAdmin", "staff.errors", ...TRANSLATION_BADGES, "uploads"],
  adminSettings: [
    ...LOCALE,
    "auth",
    "profile",
    "promotionsAdmin.errors",
    "promotionsAdmin.transfer",
    "staff",
    "storeSettings",
    "subscriptions.errors",
    "translationsAdmin",
    "uploads",
    "venueExtrasAdmin",
  ],
  adminSubscription: [...LOCALE, "auth.errors", "subscriptions"],
  adminTables: [...LOCALE, "auth.errors", "common.sortable", "tablesAdmin"],
  /** The operator's console. */
  platform: [...LOCALE, "auth.errors", "auth.signIn", "legal.admin", "platform", "subscriptions"],
} as const satisfies Record<string, readonly string[]>;

export type ClientArea = keyof typeof CLIENT_NAMESPACES;
