import "server-only";
import { subscriptionEvents } from "../../db/schema/subscriptions";
import type { Db } from "../../db/types";
import type { SubscriptionEvent } from "../../domain/subscriptions/plan-keys";

export interface SubscriptionEventEntry {
  companyId: number;
  storeId: number;
  subscriptionId: number;
  event: SubscriptionEvent;
  /** null when the dates made the change (the trial starting by itself) */
  userId: number | null;
  at: Date;
}

/** Adds an event to the subscription history; an event a subscription already has is kept as it was. */
export async function recordSubscriptionEvent(tx: Db, entry: SubscriptionEventEntry): Promise<void> {
  await tx.insert(subscriptionEvents).values(entry).onConflictDoNothing();
}
