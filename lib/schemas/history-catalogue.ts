import { BILLING_COUNTRIES } from "../domain/billing-details/billing-countries";
import { abbreviationKind, categoryType, itemKind, menuSection, userRole, weightUnit } from "../db/schema/enums";
import { uploadKind } from "../db/schema/uploads";
import { CONTENT_LOCALES } from "../i18n/locales";
import { SOCIAL_NETWORKS } from "./store-settings";
import { WIFI_ENCRYPTIONS } from "./wifi-settings";
import { ALLERGEN_PRESENCE, ALLERGENS, DIETS, ITEM_BADGES } from "../domain/dietary";
import { PLAN_KEYS } from "../domain/subscriptions/plan-keys";

/** Every kind of object the actions history records; `recordAction` takes no other. */
export const HISTORY_OBJECT_TYPES = [
  "category",
  "item",
  "promotion",
  "promotion_category",
  "translation",
  "setting",
  "store",
  "user",
  "table",
  "upload",
  "abbreviation",
  "billing_info",
  "payment",
  "subscription",
  "invoice",
  "menu_import",
  "support_view",
] as const;
export type HistoryObjectType = (typeof HISTORY_OBJECT_TYPES)[number];

/** How invoices are paid (the keys of lib/server/billing's payment providers). */
export const PAYMENT_PROVIDER_KEYS = ["bank_transfer", "bepaid", "stripe"] as const;

/** How a plan is taken: added after the current one, or activated now. */
export const PLAN_CHANGE_MODES = ["add", "activate"] as const;

/**
 * Fields whose values are one of a fixed set, with the message namespace that names each value:
 * history shows `bank_transfer` as "Bank transfer", not as stored.
 */
export const HISTORY_VALUE_SETS = {
  role: { values: userRole.enumValues, labels: "staff.roles" },
  kind: { values: [...itemKind.enumValues, ...abbreviationKind.enumValues, ...uploadKind.enumValues], labels: "history.values.kind" },
  type: { values: categoryType.enumValues, labels: "history.values.type" },
  section: { values: menuSection.enumValues, labels: "common.nav" },
  unit: { values: weightUnit.enumValues, labels: "history.values.unit" },
  mode: { values: PLAN_CHANGE_MODES, labels: "history.values.mode" },
  provider: { values: [...PAYMENT_PROVIDER_KEYS, "yandex"], labels: "history.values.provider" },
  encryption: { values: WIFI_ENCRYPTIONS, labels: "history.values.encryption" },
  planKey: { values: PLAN_KEYS, labels: "subscriptions.plans" },
  country: { values: BILLING_COUNTRIES, labels: "subscriptions.billing.countries" },
  diets: { values: DIETS, labels: "menu.dietary.diets" },
  badges: { values: ITEM_BADGES, labels: "menu.dietary.badges" },
  allergen: { values: ALLERGEN_PRESENCE, labels: "history.values.allergen" },
  primaryLocale: { values: CONTENT_LOCALES, labels: "storeSettings.languages.names" },
  contentLocales: { values: CONTENT_LOCALES, labels: "storeSettings.languages.names" },
  locale: { values: CONTENT_LOCALES, labels: "storeSettings.languages.names" },
} as const satisfies Record<string, { values: readonly string[]; labels: string }>;
export type HistoryValueField = keyof typeof HISTORY_VALUE_SETS;

/** Keys named by another catalogue, by the key they sit under: `dietary.allergens.milk` is the allergen, `socialLinks.instagram` the network. */
export const HISTORY_FIELD_SETS = {
  allergens: { keys: ALLERGENS, labels: "menu.dietary.allergens" },
  socialLinks: { keys: SOCIAL_NETWORKS, labels: "storeSettings.social" },
} as const;

/** The value set a field's values come from, by its dotted path (`dietary.allergens.milk` → allergen presence). */
export function historyValueSet(path: string): HistoryValueField | null {
  const keys = path.split(".").filter((key) => !/^\d+$/.test(key));
  const last = keys.at(-1);
  if (keys.at(-2) === "allergens") return "allergen";
  return last !== undefined && last in HISTORY_VALUE_SETS ? (last as HistoryValueField) : null;
}
