import "server-only";
import { asc, eq } from "drizzle-orm";
import { storeTables } from "../../db/schema/tables";
import type { StoreContext } from "../context";
import { STORE_OF_INPUT, storeFunction } from "../tenancy/store-function";

export interface TableRow {
  id: number;
  name: string;
  note: string;
  qrKey: string;
  position: number;
  version: number;
}

/** The store's tables in their order. */
export const listTables = storeFunction(STORE_OF_INPUT, async (ctx: StoreContext): Promise<TableRow[]> => {
  const { store } = ctx;
  return ctx.db
    .select({
      id: storeTables.id,
      name: storeTables.name,
      note: storeTables.note,
      qrKey: storeTables.qrKey,
      position: storeTables.position,
      version: storeTables.version,
    })
    .from(storeTables)
    .where(eq(storeTables.storeId, store.id))
    .orderBy(asc(storeTables.position), asc(storeTables.id));
});
