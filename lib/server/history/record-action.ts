import "server-only";
import { eq, sql } from "drizzle-orm";
import { actionHistory } from "../../db/schema/history";
import { stores } from "../../db/schema/stores";
import type { Db } from "../../db/types";
import type { HistoryObjectType } from "../../schemas/history-catalogue";
import type { ServerContext } from "../context";
import { STORE_CHANGED_CHANNEL } from "../page-cache/store-changed";

export interface ActionEntry {
  companyId: number;
  storeId?: number | null;
  event: "create" | "update" | "destroy";
  objectType: HistoryObjectType;
  objectId?: number | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Records a user's change; call it with the transaction that makes the change. A change that
 * belongs to a store also bumps the store's menu version and, on commit, notifies every instance, so
 * no instance serves the store's old pages.
 */
export async function recordAction(tx: Db, ctx: ServerContext, entry: ActionEntry): Promise<void> {
  await tx.insert(actionHistory).values({
    companyId: entry.companyId,
    storeId: entry.storeId ?? null,
    // a payment provider's verified notification acts as user 0: no person made the change
    userId: ctx.actor.userId > 0 ? ctx.actor.userId : null,
    event: entry.event,
    objectType: entry.objectType,
    objectId: entry.objectId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: ctx.clock.now(),
  });
  if (entry.storeId) {
    await tx
      .update(stores)
      .set({ menuVersion: sql`${stores.menuVersion} + 1` })
      .where(eq(stores.id, entry.storeId));
    await tx.execute(sql`select pg_notify(${STORE_CHANGED_CHANNEL}, ${String(entry.storeId)})`);
  }
}

/** Records a change to an object of `store`, made in the transaction context `tx`. */
export function recordStoreAction(tx: ServerContext, store: { id: number; companyId: number }, entry: Omit<ActionEntry, "companyId" | "storeId">): Promise<void> {
  return recordAction(tx.db, tx, { companyId: store.companyId, storeId: store.id, ...entry });
}
