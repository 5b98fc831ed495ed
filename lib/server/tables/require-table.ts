import "server-only";
import { storeTables } from "../../db/schema/tables";
import type { StoreContext } from "../context";
import { storeOwned } from "../tenancy/store-owned";

const tableRows = storeOwned(storeTables);

/** The store a table belongs to, read without any access check: only for a wrapper to resolve and check. */
export const unsafeTableStoreId = tableRows.unsafeStoreId;

/** Calls on the table `input.id`: they act on its store. */
export const TABLE_OF_INPUT = tableRows.scopeOf("id");

/** A table of the context's store; foreign and missing ones are not found. */
export async function requireTable(ctx: StoreContext, id: number) {
  return { table: await tableRows.require(ctx, id), store: ctx.store };
}
