import { switchAllowed } from "./cooldown";
import { addLocalDays, addLocalMonths, localMidnight } from "./local-calendar";
import { lostFeatures, type Plan } from "./plan";
import type { PlanFeature, PlanKey } from "./plan-keys";
import type { SubscriptionRow } from "./subscription-row";
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

/** The latest paid plan of the timeline (running, queued or ended), the one a new plan would follow. */
function latestPaidPlanKey(state: SubscriptionState): PlanKey | null {
  if (state.queued) return state.queued.planKey;
  if (state.plan?.paid) return state.plan.key;
  return state.lastPaidPlanKey;
}

/** SPEC §9 cooldown: a change to another paid plan within three months of the last switch is refused, by either button. */
function cooldownRefusal(state: SubscriptionState, request: PlanChangeRequest): PlanChangeRefusal | null {
  const previous = latestPaidPlanKey(state);
  if (!request.target.paid || previous === null || previous === request.target.key) return null;
  if (switchAllowed(state.switchAvailableFrom, request.now)) return null;
  return { key: "switchCooldown", availableFrom: state.switchAvailableFrom! };
}

/** A downgrade from a running paid plan waits for the end of the paid period: "activate" then queues it like "add". */
export function effectiveChangeMode(state: SubscriptionState, target: Plan, mode: "add" | "activate"): "add" | "activate" {
  if (mode === "add" || !state.plan?.paid || !state.active?.paid || !state.active.endsAt) return mode;
  return lostFeatures(state.plan, target).length > 0 ? "add" : mode;
}

/** Activating replaces the running plan once paid; refused while unpaid, within the cooldown, or a plan is already waiting. */
export function activationRefusal(state: SubscriptionState, request: PlanChangeRequest): PlanChangeRefusal | null {
  const common = commonRefusal(state, request);
  if (common) return common;
  if (state.waiting) return { key: "subscriptionNotPossible" };
  if (state.plan?.key === request.target.key && !state.queued) return { key: "subscriptionNotPossible" };
  return cooldownRefusal(state, request) ?? downgradeRefusal(state, request);
}

/** Adding queues the plan after the running one; one plan waits in the queue at a time, and an unlimited plan has no end to queue after. */
export function additionRefusal(state: SubscriptionState, request: PlanChangeRequest): PlanChangeRefusal | null {
  const common = commonRefusal(state, request);
  if (common) return common;
  if (state.queued || state.waiting) return { key: "subscriptionNotPossible" };
  if (state.active && !state.active.endsAt) return { key: "subscriptionNotPossible" };
  return cooldownRefusal(state, request) ?? downgradeRefusal(state, request);
}

/** The period a plan covers when it starts at `at`: from that day's local midnight for `periods` periods. */
export function planPeriod(plan: Plan, periods: number, at: Date, timeZone: string): { startsAt: Date; endsAt: Date | null } {
  const startsAt = localMidnight(at, timeZone);
  if (plan.periodMonths) return { startsAt, endsAt: addLocalMonths(startsAt, plan.periodMonths * periods, timeZone) };
  if (plan.periodDays) return { startsAt, endsAt: addLocalDays(startsAt, plan.periodDays * periods, timeZone) };
  return { startsAt, endsAt: null };
}

/**
 * Where a paid period starts once paid: on the day of payment, or at the end of the previous paid period
 * (`scheduledStart`, for a plan added to the queue) when that is later.
 */
export function paidPeriodStart(scheduledStart: Date | null, paidAt: Date): Date {
  return scheduledStart && scheduledStart.getTime() > paidAt.getTime() ? scheduledStart : paidAt;
}

/** Only a paid plan not yet paid for can be cancelled by the owner; one that was paid runs its course. */
export function cancellationAllowed(row: SubscriptionRow, plan: Plan): boolean {
  return plan.paid && !row.paid && (row.stepStatus === "available" || row.stepStatus === "active");
}
