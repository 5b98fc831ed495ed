import "server-only";
import type { PlanFeature, PlanKey } from "../../domain/subscriptions/plan-keys";
import type { StoreContext } from "../context";
import { STORE_OF_ID, storeFunction } from "../tenancy/store-function";
import { unsafeFindBillingInfo } from "../billing/find-billing-info";
import { type ActiveSubscriptionDto, activeSubscriptionDto, type SubscriptionStepDto, subscriptionStepDto } from "./subscription-dto";
import { requireStoreSubscriptions } from "./require-store-subscriptions";

export interface PlanOfferDto {
  key: PlanKey;
  features: PlanFeature[];
  translationLocales: string[];
  periodDays: number | null;
  periodMonths: number | null;
  /** price of one period in the store's currency; null for a plan nobody buys */
  price: string | null;
  selectable: boolean;
}

export interface SubscriptionOverviewDto {
  currency: "USD" | "BYN";
  timeZone: string;
  active: ActiveSubscriptionDto;
  plans: PlanOfferDto[];
  steps: SubscriptionStepDto[];
  hasBillingInfo: boolean;
}

/** Everything /subscription shows: the plans with prices, the running plan and the timeline of steps. */
export const getSubscriptionOverview = storeFunction(STORE_OF_ID, async (ctx: StoreContext, storeId: number): Promise<SubscriptionOverviewDto> => {
  const { store, plans, rows, state } = await requireStoreSubscriptions(ctx);
  const billing = await unsafeFindBillingInfo(ctx.db, store.companyId);
  return {
    currency: store.currency,
    timeZone: store.timezone,
    active: activeSubscriptionDto(storeId, state, ctx.clock.now()),
    plans: [...plans.values()].map((plan) => ({
      key: plan.key,
      features: [...plan.features],
      translationLocales: [...plan.translationLocales],
      periodDays: plan.periodDays,
      periodMonths: plan.periodMonths,
      price: plan.prices[store.currency] ?? null,
      selectable: plan.selectable,
    })),
    steps: rows.filter((row) => row.stepStatus !== "deactivated" || row.startsAt).map((row) => subscriptionStepDto(row, plans.get(row.planKey)!)),
    hasBillingInfo: billing !== null,
  };
});
