import "server-only";
import type { Db } from "../../db/types";
import { localMidnight } from "../../domain/subscriptions/local-calendar";
import { paidPeriodStart } from "../../domain/subscriptions/plan-change";
import type { SettledSubscriptions } from "./settle-subscriptions";
import { startSubscriptionNow } from "./start-subscription-now";
import { schedulePeriod } from "./schedule-period";

/**
 * A subscription's invoice was paid at `now`: an activation waiting for it starts now; a queued plan whose
 * start already passed unpaid (or which ran out unpaid) runs from the day of payment instead, so a month
 * paid for is a month of menu.
 */
export async function startPaidPeriod(tx: Db, settled: SettledSubscriptions, subscriptionId: number, now: Date, userId: number | null): Promise<boolean> {
  const { state, store } = settled;
  const row = settled.rows.find((candidate) => candidate.id === subscriptionId);
  if (!row) return false;
  if (state.waiting?.id === row.id || (row.stepStatus === "completed" && !state.active)) {
    await startSubscriptionNow(tx, settled, row.id, now, userId);
    return true;
  }
  if (state.active?.id !== row.id || !row.startsAt) return false;
  const start = paidPeriodStart(row.startsAt, localMidnight(now, store.timezone));
  if (start.getTime() === row.startsAt.getTime()) return false;
  await schedulePeriod(tx, settled, row, start);
  return true;
}
