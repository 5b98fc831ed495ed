/** Settings tabs: slug, label key (common.nav.*) and whether only admins and company managers see it. */
export const SETTINGS_PAGES = [
  ["profile", "profile", false],
  ["store", "store", false],
  ["stores", "stores", true],
  ["users", "users", true],
  ["company", "company", true],
  ["transfer-categories", "transferCategories", false],
  ["translations-map", "translationsMap", false],
  ["wifi", "wifi", false],
  ["yandex-reviews", "reviews", false],
  ["actions-history", "actionsHistory", false],
] as const;
