import { nextChange, type SubscriptionChange } from "./next-change";
import type { PlanCatalogue } from "./plan";
import type { StoreClock, SubscriptionRow } from "./subscription-row";

/** A timeline can take at most a handful of steps per look (setup, trial, queued plan); more means a loop. */
export const MAX_CHANGES_PER_SETTLE = 16;

/** The rows after `change`; a new row takes the id `newId`. */
export function applyChange(rows: readonly SubscriptionRow[], change: SubscriptionChange, newId: number): SubscriptionRow[] {
  switch (change.kind) {
    case "start_setup":
      return [...rows, { id: newId, planKey: "setup", stepStatus: "active", paid: false, periods: 1, startsAt: change.startsAt, endsAt: change.endsAt }];
    case "start_trial":
      return [...rows, { id: newId, planKey: "trial", stepStatus: "active", paid: false, periods: 1, startsAt: change.startsAt, endsAt: change.endsAt }];
    case "complete":
      return rows.map((row) => (row.id === change.subscriptionId ? { ...row, stepStatus: "completed" } : row));
    case "activate":
      return rows.map((row) => (row.id === change.subscriptionId ? { ...row, stepStatus: "active" } : row));
  }
}

/** Every change due at `clock.now`, applied in memory, with the changes in order. */
export function settleRows(rows: readonly SubscriptionRow[], plans: PlanCatalogue, clock: StoreClock) {
  let current = [...rows];
  const changes: SubscriptionChange[] = [];
  let nextId = Math.max(0, ...rows.map((row) => row.id)) + 1;
  for (let change = nextChange(current, plans, clock); change; change = nextChange(current, plans, clock)) {
    if (changes.length >= MAX_CHANGES_PER_SETTLE) throw new Error("Subscription timeline does not settle");
    changes.push(change);
    current = applyChange(current, change, nextId);
    nextId += 1;
  }
  return { rows: current, changes };
}
