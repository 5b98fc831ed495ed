import "server-only";
import { and, eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/types";
import { NotFoundError, type StoreContext } from "../context";
import type { StoreScope } from "./store-function";

type StoreOwnedTable = PgTable & { id: PgColumn; storeId: PgColumn; companyId: PgColumn };

/**
 * The two reads every store-owned entity needs: the store a row belongs to, without any access check
 * (only for a wrapper to resolve and check), and the row itself within the context's checked store.
 */
export function storeOwned<T extends StoreOwnedTable>(table: T) {
  async function unsafeStoreId(db: Db, id: number): Promise<number | null> {
    const [row] = await db.select({ storeId: table.storeId }).from(table as PgTable).where(eq(table.id, id)).limit(1);
    return (row?.storeId as number | undefined) ?? null;
  }
  /** Calls on the row `input[key]`: they act on its store. */
  function scopeOf<K extends string>(key: K): StoreScope<Record<K, number>> {
    return { store: (input, db) => unsafeStoreId(db, input[key]), access: "store" };
  }
  /** A row of the context's store; foreign and missing ones are not found. */
  async function require(ctx: StoreContext, id: number): Promise<T["$inferSelect"]> {
    const { store } = ctx;
    const [row] = await ctx.db
      .select()
      .from(table as PgTable)
      .where(and(eq(table.id, id), eq(table.storeId, store.id), eq(table.companyId, store.companyId)))
      .limit(1);
    if (!row) throw new NotFoundError();
    return row as T["$inferSelect"];
  }
  return { unsafeStoreId, scopeOf, require };
}
