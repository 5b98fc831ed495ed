import { addDecimals, parseDecimal } from "../decimal";
import type { Plan, PlanCatalogue } from "./plan";
import type { BillingCurrency, PlanFeature } from "./plan-keys";
import type { SubscriptionRow } from "./subscription-row";

const priceOrder = (a: string | undefined, b: string | undefined) => {
  const difference = addDecimals(parseDecimal(a), { ...parseDecimal(b), units: -parseDecimal(b).units }).units;
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
};

/** The cheapest plan an owner can choose that has `feature`: what an "unlock with …" message names. */
export function cheapestPlanWith(plans: PlanCatalogue, feature: PlanFeature, currency: BillingCurrency): Plan | null {
  const candidates = [...plans.values()].filter((plan) => plan.selectable && plan.features.includes(feature) && plan.prices[currency] !== undefined);
  candidates.sort((a, b) => priceOrder(a.prices[currency], b.prices[currency]) || a.position - b.position);
  return candidates[0] ?? null;
}

/** The content languages a plan lets the menu be translated into. */
export function planTranslationLocales(plan: Plan): readonly string[] {
  return plan.translationLocales;
}

/** SPEC §4: a company may open another store only when every paid plan that has run in it is paid. */
export function mayCreateStore(companyRows: readonly Pick<SubscriptionRow, "planKey" | "stepStatus" | "paid">[], plans: PlanCatalogue): boolean {
  return companyRows.every(
    (row) => !plans.get(row.planKey)?.paid || row.paid || (row.stepStatus !== "active" && row.stepStatus !== "completed"),
  );
}
