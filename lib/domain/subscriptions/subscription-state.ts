import { SWITCH_COOLDOWN_MONTHS } from "./cooldown";
import { addLocalMonths } from "./local-calendar";
import { type Plan, type PlanCatalogue, requirePlan } from "./plan";
import type { PlanFeature, PlanKey, SubscriptionStatus } from "./plan-keys";
import { activeRow, isQueued, isWaitingForPayment, type SubscriptionRow } from "./subscription-row";

export interface SubscriptionState {
  active: SubscriptionRow | null;
  plan: Plan | null;
  status: SubscriptionStatus | null;
  /** guests may open the menu: a running step other than setup, paid if its plan is paid for */
  menuOpen: boolean;
  /** what the store may use now: the running plan's features, none while setup is over and nothing runs or it is unpaid */
  features: readonly PlanFeature[];
  translationLocales: readonly string[];
  queued: SubscriptionRow | null;
  waiting: SubscriptionRow | null;
  /** when the last switch between paid plans happened, and from when the next one is possible */
  lastSwitchAt: Date | null;
  /** the paid plan that ran or runs last, even if it ended */
  lastPaidPlanKey: PlanKey | null;
  switchAvailableFrom: Date | null;
}

/** How a row is shown: its step status, or for a running paid plan whether it is paid. */
export function displayStatus(row: SubscriptionRow, plan: Plan): SubscriptionStatus {
  if (row.stepStatus === "active" && plan.paid) return row.paid ? "paid" : "unpaid";
  return row.stepStatus;
}

/** Paid plans that ran, run or wait in the queue, by start (a cancelled one has no start). */
function paidTimeline(rows: readonly SubscriptionRow[], plans: PlanCatalogue): SubscriptionRow[] {
  return rows.filter((row) => row.startsAt && plans.get(row.planKey)?.paid).sort((a, b) => a.startsAt!.getTime() - b.startsAt!.getTime() || a.id - b.id);
}

/**
 * A switch is a paid plan that follows a paid plan of another kind, whichever button made it: its start
 * is the switch (in the future for one waiting in the queue). Cancelled plans never started and do not count.
 */
export function lastSwitchAt(rows: readonly SubscriptionRow[], plans: PlanCatalogue): Date | null {
  const paid = paidTimeline(rows, plans);
  let last: Date | null = null;
  for (let index = 1; index < paid.length; index += 1) {
    if (paid[index]!.planKey !== paid[index - 1]!.planKey) last = paid[index]!.startsAt;
  }
  return last;
}

/** The state of a settled timeline (see settleRows) at `now`. */
export function subscriptionState(rows: readonly SubscriptionRow[], plans: PlanCatalogue, timeZone: string): SubscriptionState {
  const active = activeRow(rows);
  const plan = active ? requirePlan(plans, active.planKey) : null;
  const usable = !!active && !!plan && (!plan.paid || active.paid);
  const switchedAt = lastSwitchAt(rows, plans);
  return {
    active,
    plan,
    status: active && plan ? displayStatus(active, plan) : null,
    menuOpen: usable && plan!.key !== "setup",
    features: usable ? plan!.features : [],
    translationLocales: usable ? plan!.translationLocales : [],
    queued: rows.find(isQueued) ?? null,
    waiting: rows.find(isWaitingForPayment) ?? null,
    lastSwitchAt: switchedAt,
    lastPaidPlanKey: paidTimeline(rows, plans).at(-1)?.planKey ?? null,
    switchAvailableFrom: switchedAt ? addLocalMonths(switchedAt, SWITCH_COOLDOWN_MONTHS, timeZone) : null,
  };
}

/** SPEC §3 gate: one answer to "may this store use feature F now". */
export function mayUseFeature(state: Pick<SubscriptionState, "features">, feature: PlanFeature): boolean {
  return state.features.includes(feature);
}
