import "server-only";
import { asc, eq } from "drizzle-orm";
import { subscriptions } from "../../db/schema/subscriptions";
import type { Db } from "../../db/types";
import type { SubscriptionRow } from "../../domain/subscriptions/subscription-row";

export const subscriptionRowColumns = {
  id: subscriptions.id,
  planKey: subscriptions.planKey,
  stepStatus: subscriptions.stepStatus,
  paid: subscriptions.paid,
  periods: subscriptions.periods,
  startsAt: subscriptions.startsAt,
  endsAt: subscriptions.endsAt,
};

/** A store's timeline, oldest step first. */
export function loadSubscriptionRows(db: Db, storeId: number): Promise<SubscriptionRow[]> {
  return db.select(subscriptionRowColumns).from(subscriptions).where(eq(subscriptions.storeId, storeId)).orderBy(asc(subscriptions.id));
}
