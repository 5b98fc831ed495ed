import "server-only";
import { cheapestPlanWith } from "../../domain/subscriptions/plan-queries";
import type { PlanFeature, PlanKey } from "../../domain/subscriptions/plan-keys";
import { mayUseFeature } from "../../domain/subscriptions/subscription-state";
import { type SettleContext, settleSubscriptions } from "./settle-subscriptions";
import { FeatureUnavailable } from "./subscription-refusal";

/**
 * May this store use feature F now: the one gate every gated feature asks on the server. Unscoped (guest
 * pages ask it too): callers pass a store they already resolved or checked.
 */
export async function storeMayUseFeature(ctx: SettleContext, storeId: number, feature: PlanFeature): Promise<boolean> {
  const { state } = await settleSubscriptions(ctx, storeId);
  return mayUseFeature(state, feature);
}

/** Refuses with FeatureUnavailable, naming the cheapest plan that unlocks the feature, unless the store may use it. */
export async function requireFeature(ctx: SettleContext, storeId: number, feature: PlanFeature): Promise<void> {
  const { state, plans, store } = await settleSubscriptions(ctx, storeId);
  if (mayUseFeature(state, feature)) return;
  throw new FeatureUnavailable(feature, cheapestPlanWith(plans, feature, store.currency)?.key ?? null);
}

/** Whether guests may open the store's menu now (setup over, and the running plan paid if it is paid for). */
export async function storeMenuOpen(ctx: SettleContext, storeId: number): Promise<boolean> {
  return (await settleSubscriptions(ctx, storeId)).state.menuOpen;
}

export interface FeatureGate {
  allowed: boolean;
  /** the cheapest plan with the feature, for the notice that names it (null when allowed or none can be chosen) */
  unlockWith: PlanKey | null;
}

/** The gate as an admin screen shows it: allowed, or which plan unlocks the feature. */
export async function featureGate(ctx: SettleContext, storeId: number, feature: PlanFeature): Promise<FeatureGate> {
  const { state, plans, store } = await settleSubscriptions(ctx, storeId);
  if (mayUseFeature(state, feature)) return { allowed: true, unlockWith: null };
  return { allowed: false, unlockWith: cheapestPlanWith(plans, feature, store.currency)?.key ?? null };
}
