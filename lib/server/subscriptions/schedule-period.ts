import "server-only";
import { and, eq } from "drizzle-orm";
import { invoices } from "../../db/schema/billing";
import { subscriptions } from "../../db/schema/subscriptions";
import type { Db } from "../../db/types";
import { planPeriod } from "../../domain/subscriptions/plan-change";
import { requirePlan } from "../../domain/subscriptions/plan";
import type { SubscriptionRow } from "../../domain/subscriptions/subscription-row";
import type { SettledSubscriptions } from "./settle-subscriptions";

/**
 * Gives `row` its period from the day of `at` (its invoice says the same) and moves the plan queued after
 * it to its new end.
 */
export async function schedulePeriod(tx: Db, settled: SettledSubscriptions, row: SubscriptionRow, at: Date): Promise<void> {
  const { store, plans, state } = settled;
  const period = planPeriod(requirePlan(plans, row.planKey), row.periods, at, store.timezone);
  await tx.update(subscriptions).set(period).where(eq(subscriptions.id, row.id));
  await tx
    .update(invoices)
    .set({ periodStart: period.startsAt, periodEnd: period.endsAt })
    .where(and(eq(invoices.subscriptionId, row.id), eq(invoices.storeId, store.id)));
  const queued = state.queued && state.queued.id !== row.id ? state.queued : null;
  if (queued && period.endsAt) {
    await schedulePeriod(tx, { ...settled, state: { ...state, queued: null } }, queued, period.endsAt);
  }
}
