import "server-only";
import { eq } from "drizzle-orm";
import { subscriptions } from "../../db/schema/subscriptions";
import type { Db } from "../../db/types";
import { localMidnight } from "../../domain/subscriptions/local-calendar";
import type { SettledSubscriptions } from "./settle-subscriptions";
import { recordSubscriptionEvent } from "./record-subscription-event";
import { schedulePeriod } from "./schedule-period";

/**
 * Starts a waiting subscription at `now`: the running step is deactivated at today's local midnight, the
 * new one runs from then for its periods, and a queued plan moves to after it.
 */
export async function startSubscriptionNow(tx: Db, settled: SettledSubscriptions, subscriptionId: number, now: Date, userId: number | null): Promise<void> {
  const { store, state } = settled;
  const row = settled.rows.find((candidate) => candidate.id === subscriptionId);
  if (!row) throw new Error(`Subscription ${subscriptionId} is not in store ${store.id}`);
  const base = { companyId: store.companyId, storeId: store.id, userId, at: now };
  const today = localMidnight(now, store.timezone);
  if (state.active) {
    const endsAt = state.active.startsAt && state.active.startsAt > today ? now : today;
    await tx.update(subscriptions).set({ stepStatus: "deactivated", endsAt }).where(eq(subscriptions.id, state.active.id));
    await recordSubscriptionEvent(tx, { ...base, subscriptionId: state.active.id, event: "deactivated" });
  }
  await tx.update(subscriptions).set({ stepStatus: "active" }).where(eq(subscriptions.id, row.id));
  await schedulePeriod(tx, settled, row, now);
  await recordSubscriptionEvent(tx, { ...base, subscriptionId: row.id, event: "activated" });
}
