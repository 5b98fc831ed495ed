import type { BillingCurrency, PlanFeature, PlanKey } from "./plan-keys";

/** A plan as the `plans` and `plan_prices` tables hold it. */
export interface Plan {
  key: PlanKey;
  features: readonly PlanFeature[];
  translationLocales: readonly string[];
  periodDays: number | null;
  periodMonths: number | null;
  paid: boolean;
  selectable: boolean;
  position: number;
  /** price of one period per currency, as a numeric string */
  prices: Partial<Record<BillingCurrency, string>>;
}

export type PlanCatalogue = ReadonlyMap<PlanKey, Plan>;

export function planCatalogue(plans: readonly Plan[]): PlanCatalogue {
  return new Map(plans.map((plan) => [plan.key, plan]));
}

export function requirePlan(catalogue: PlanCatalogue, key: PlanKey): Plan {
  const plan = catalogue.get(key);
  if (!plan) throw new Error(`Unknown plan ${key}`);
  return plan;
}

/** Features the current plan has and the target plan lacks: what a downgrade loses. */
export function lostFeatures(current: Plan | null, target: Plan): PlanFeature[] {
  if (!current) return [];
  return current.features.filter((feature) => !target.features.includes(feature));
}
