import "server-only";
import { asc } from "drizzle-orm";
import { plans, planPrices } from "../../db/schema/subscriptions";
import type { Db } from "../../db/types";
import { type Plan, type PlanCatalogue, planCatalogue } from "../../domain/subscriptions/plan";
import type { PlanFeature } from "../../domain/subscriptions/plan-keys";

/** Every plan with its prices, as the platform administrator last set them. */
export async function loadPlans(db: Db): Promise<PlanCatalogue> {
  const [rows, prices] = await Promise.all([db.select().from(plans).orderBy(asc(plans.position)), db.select().from(planPrices)]);
  const list: Plan[] = rows.map((row) => ({
    key: row.key,
    features: row.features as PlanFeature[],
    translationLocales: row.translationLocales,
    periodDays: row.periodDays,
    periodMonths: row.periodMonths,
    paid: row.paid,
    selectable: row.selectable,
    position: row.position,
    prices: Object.fromEntries(prices.filter((price) => price.planKey === row.key).map((price) => [price.currency, price.amount])),
  }));
  return planCatalogue(list);
}
