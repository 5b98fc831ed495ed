export const SETTINGS_PAGES = [
  ["profile", "profile"],
  ["store", "store"],
  ["stores", "stores"],
  ["users", "users"],
  ["company", "company"],
  ["transfer-categories", "transferCategories"],
  ["translations-map", "translationsMap"],
  ["wifi", "wifi"],
  ["yandex-reviews", "reviews"],
  ["actions-history", "actionsHistory"],
] as const;
