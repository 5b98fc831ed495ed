/** Settings tabs: slug, label key (common.nav.*) and who sees it besides store managers: `true` admins and company managers. */
export const SETTINGS_PAGES = [
  ["profile", "profile", false],
  ["store", "store", false],
  ["stores", "stores", true],
  ["users", "users", true],
  ["company", "company", true],
  ["transfer-categories", "transferCategories", false],
  ["translations-map", "translationsMap", false],
  ["translations", "translationCoverage", false],
  ["wifi", "wifi", false],
  ["yandex-reviews", "reviews", false],
  ["actions-history", "actionsHistory", false],
] as const;
