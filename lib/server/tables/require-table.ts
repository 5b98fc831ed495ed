import "server-only";
import { and, eq } from "drizzle-orm";
import { storeTables } from "../../db/schema/tables";
import type { Db } from "../../db/types";
import { NotFoundError, type StoreContext } from "../context";
import type { StoreScope } from "../tenancy/store-function";

/** The store a table belongs to, read without any access check: only for a wrapper to resolve and check. */
export async function unsafeTableStoreId(db: Db, id: number): Promise<number | null> {
  const [row] = await db.select({ storeId: storeTables.storeId }).from(storeTables).where(eq(storeTables.id, id)).limit(1);
  return row?.storeId ?? null;
}

/** Calls on the table `input.id`: they act on its store. */
export const TABLE_OF_INPUT: StoreScope<{ id: number }> = { store: (input, db) => unsafeTableStoreId(db, input.id), access: "store" };

/** A table of the context's store; foreign and missing ones are not found. */
export async function requireTable(ctx: StoreContext, id: number) {
  const { store } = ctx;
  const [table] = await ctx.db
    .select()
    .from(storeTables)
    .where(and(eq(storeTables.id, id), eq(storeTables.storeId, store.id), eq(storeTables.companyId, store.companyId)))
    .limit(1);
  if (!table) throw new NotFoundError();
  return { table, store };
}
