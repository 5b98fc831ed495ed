import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { subscriptionEvents, subscriptions } from "../../db/schema/subscriptions";
import { users } from "../../db/schema/users";
import type { PlanKey, SubscriptionEvent } from "../../domain/subscriptions/plan-keys";
import type { StoreContext } from "../context";
import { STORE_OF_ID, storeFunction } from "../tenancy/store-function";
import { requireStoreSubscriptions } from "./require-store-subscriptions";

export interface SubscriptionHistoryEntry {
  id: number;
  at: string;
  event: SubscriptionEvent;
  subscriptionId: number;
  planKey: PlanKey;
  /** who did it; null when the dates did (the trial starting by itself, a period ending) */
  userName: string | null;
}

/** The store's subscription events, newest first (/subscription/history). */
export const listSubscriptionHistory = storeFunction(STORE_OF_ID, async (ctx: StoreContext): Promise<SubscriptionHistoryEntry[]> => {
  const { store } = await requireStoreSubscriptions(ctx);
  const rows = await ctx.db
    .select({
      id: subscriptionEvents.id,
      at: subscriptionEvents.at,
      event: subscriptionEvents.event,
      subscriptionId: subscriptionEvents.subscriptionId,
      planKey: subscriptions.planKey,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(subscriptionEvents)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionEvents.subscriptionId))
    .leftJoin(users, eq(users.id, subscriptionEvents.userId))
    .where(and(eq(subscriptionEvents.storeId, store.id), eq(subscriptionEvents.companyId, store.companyId)))
    .orderBy(desc(subscriptionEvents.at), desc(subscriptionEvents.id));
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    event: row.event,
    subscriptionId: row.subscriptionId,
    planKey: row.planKey,
    userName: row.email === null ? null : `${row.firstName} ${row.lastName}`.trim() || row.email,
  }));
});
