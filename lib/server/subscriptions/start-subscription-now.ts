import "server-only";
import { and, eq } from "drizzle-orm";
import { invoices } from "../../db/schema/billing";
import { subscriptions } from "../../db/schema/subscriptions";
import type { Db } from "../../db/types";
import { localMidnight } from "../../domain/subscriptions/local-calendar";
import { planPeriod } from "../../domain/subscriptions/plan-change";
import { requirePlan } from "../../domain/subscriptions/plan";
import type { SettledSubscriptions } from "./settle-subscriptions";
import { recordSubscriptionEvent } from "./record-subscription-event";

/**
 * Starts a waiting subscription at `now`: the running step is deactivated at today's local midnight, the
 * new one runs from then for its periods, and a queued plan moves to after it.
 */
export async function startSubscriptionNow(tx: Db, settled: SettledSubscriptions, subscriptionId: number, now: Date, userId: number | null): Promise<void> {
  const { store, plans, state } = settled;
  const row = settled.rows.find((candidate) => candidate.id === subscriptionId);
  if (!row) throw new Error(`Subscription ${subscriptionId} is not in store ${store.id}`);
  const base = { companyId: store.companyId, storeId: store.id, userId, at: now };
  const today = localMidnight(now, store.timezone);
  if (state.active) {
    const endsAt = state.active.startsAt && state.active.startsAt > today ? now : today;
    await tx.update(subscriptions).set({ stepStatus: "deactivated", endsAt }).where(eq(subscriptions.id, state.active.id));
    await recordSubscriptionEvent(tx, { ...base, subscriptionId: state.active.id, event: "deactivated" });
  }
  const period = planPeriod(requirePlan(plans, row.planKey), row.periods, now, store.timezone);
  await tx.update(subscriptions).set({ stepStatus: "active", ...period }).where(eq(subscriptions.id, row.id));
  await tx
    .update(invoices)
    .set({ periodStart: period.startsAt, periodEnd: period.endsAt })
    .where(and(eq(invoices.subscriptionId, row.id), eq(invoices.storeId, store.id)));
  await recordSubscriptionEvent(tx, { ...base, subscriptionId: row.id, event: "activated" });
  const queued = state.queued && state.queued.id !== row.id ? state.queued : null;
  if (queued && period.endsAt) {
    const next = planPeriod(requirePlan(plans, queued.planKey), queued.periods, period.endsAt, store.timezone);
    await tx.update(subscriptions).set(next).where(eq(subscriptions.id, queued.id));
  }
}
