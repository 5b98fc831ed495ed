import "server-only";
import { eq, sql } from "drizzle-orm";
import { stores } from "../../db/schema/stores";
import type { Db } from "../../db/types";
import { STORE_CHANGED_CHANNEL } from "../page-cache/store-changed";

/** The store's guest pages opened or closed without a user's change: every instance drops them on commit. */
export async function notifyMenuChanged(tx: Db, storeId: number): Promise<void> {
  await tx
    .update(stores)
    .set({ menuVersion: sql`${stores.menuVersion} + 1` })
    .where(eq(stores.id, storeId));
  await tx.execute(sql`select pg_notify(${STORE_CHANGED_CHANNEL}, ${String(storeId)})`);
}
