import { asc, eq } from "drizzle-orm";
import { storeTables } from "../../db/schema/tables";
import type { ServerContext } from "../context";
import { requireStoreAccess } from "../stores/require-store-access";

export interface TableRow {
  id: number;
  name: string;
  note: string;
  qrKey: string;
  position: number;
  version: number;
}

/** The store's tables in their order. */
export async function listTables(ctx: ServerContext, input: { storeId: number }): Promise<TableRow[]> {
  const store = await requireStoreAccess(ctx, input.storeId);
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
}
