import type { Plan } from "@/lib/domain/subscriptions/plan";
import { planCatalogue } from "@/lib/domain/subscriptions/plan";
import { PLAN_FEATURES } from "@/lib/domain/subscriptions/plan-keys";

const ALL_LOCALES = ["ru", "en", "zh", "ar", "tr", "fr"];
const BASIC_FEATURES = ["auto_translation", "menu_access_qr", "product_search", "review_integration", "scheduled_hiding", "powerful_admin_panel"] as const;

/** The plans as migration 0007 creates them. */
export const TEST_PLANS: Plan[] = [
  { key: "setup", features: PLAN_FEATURES, translationLocales: ALL_LOCALES, periodDays: 3, periodMonths: null, paid: false, selectable: false, position: 1, prices: {} },
  { key: "trial", features: PLAN_FEATURES, translationLocales: ALL_LOCALES, periodDays: 14, periodMonths: null, paid: false, selectable: false, position: 2, prices: {} },
  { key: "basic", features: BASIC_FEATURES, translationLocales: ["ru", "en", "zh"], periodDays: null, periodMonths: 1, paid: true, selectable: true, position: 3, prices: { USD: "29.00", BYN: "89.00" } },
  { key: "premium", features: PLAN_FEATURES, translationLocales: ALL_LOCALES, periodDays: null, periodMonths: 1, paid: true, selectable: true, position: 4, prices: { USD: "49.00", BYN: "149.00" } },
  { key: "first_clients_club", features: PLAN_FEATURES, translationLocales: ALL_LOCALES, periodDays: null, periodMonths: null, paid: false, selectable: false, position: 5, prices: {} },
];

export const testCatalogue = () => planCatalogue(TEST_PLANS);
