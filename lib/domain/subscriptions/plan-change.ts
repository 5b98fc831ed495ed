import { switchAllowed } from "./cooldown";
import { addLocalDays, addLocalMonths, localMidnight } from "./local-calendar";
import { lostFeatures, type Plan } from "./plan";
import type { PlanFeature } from "./plan-keys";
import type { SubscriptionState } from "./subscription-state";

/** Why adding or activating a plan is refused; the keys are catalogue messages (messages/…/subscriptions.json `errors`). */
export type PlanChangeRefusal =
  | { key: "subscriptionNotPossible" }
  | { key: "subscriptionUnpaid" }
  | { key: "billingInfoRequired" }
  | { key: "switchCooldown"; availableFrom: Date }
  | { key: "downgradeNeedsConfirmation"; lostFeatures: PlanFeature[] };

export interface PlanChangeRequest {
  target: Plan;
  hasBillingInfo: boolean;
  /** the owner confirmed losing the features a downgrade takes away */
  confirmDowngrade: boolean;
  now: Date;
}

function commonRefusal(state: SubscriptionState, request: PlanChangeRequest): PlanChangeRefusal | null {
  const { target } = request;
  if (!target.selectable) return { key: "subscriptionNotPossible" };
  if (state.status === "unpaid" || (state.waiting && !state.waiting.paid)) return { key: "subscriptionUnpaid" };
  if (target.paid && !request.hasBillingInfo) return { key: "billingInfoRequired" };
  return null;
}

function downgradeRefusal(state: SubscriptionState, request: PlanChangeRequest): PlanChangeRefusal | null {
  if (request.confirmDowngrade || !state.plan?.paid) return null;
  const lost = lostFeatures(state.plan, request.target);
  return lost.length ? { key: "downgradeNeedsConfirmation", lostFeatures: lost } : null;
}

/** Activating replaces the running plan once paid; refused while unpaid, within the cooldown, or a plan is already waiting. */
export function activationRefusal(state: SubscriptionState, request: PlanChangeRequest): PlanChangeRefusal | null {
  const common = commonRefusal(state, request);
  if (common) return common;
  if (state.waiting) return { key: "subscriptionNotPossible" };
  if (state.plan?.key === request.target.key && !state.queued) return { key: "subscriptionNotPossible" };
  if (state.plan?.paid && !switchAllowed(state.switchAvailableFrom, request.now)) {
    return { key: "switchCooldown", availableFrom: state.switchAvailableFrom! };
  }
  return downgradeRefusal(state, request);
}

/** Adding queues the plan after the running one; one plan waits in the queue at a time, and an unlimited plan has no end to queue after. */
export function additionRefusal(state: SubscriptionState, request: PlanChangeRequest): PlanChangeRefusal | null {
  const common = commonRefusal(state, request);
  if (common) return common;
  if (state.queued || state.waiting) return { key: "subscriptionNotPossible" };
  if (state.active && !state.active.endsAt) return { key: "subscriptionNotPossible" };
  return downgradeRefusal(state, request);
}

/** The period a plan covers when it starts at `at`: from that day's local midnight for `periods` periods. */
export function planPeriod(plan: Plan, periods: number, at: Date, timeZone: string): { startsAt: Date; endsAt: Date | null } {
  const startsAt = localMidnight(at, timeZone);
  if (plan.periodMonths) return { startsAt, endsAt: addLocalMonths(startsAt, plan.periodMonths * periods, timeZone) };
  if (plan.periodDays) return { startsAt, endsAt: addLocalDays(startsAt, plan.periodDays * periods, timeZone) };
  return { startsAt, endsAt: null };
}
