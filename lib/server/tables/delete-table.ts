import "server-only";
import { and, eq } from "drizzle-orm";
import { storeTables } from "../../db/schema/tables";
import type { TableTarget } from "../../schemas/tables";
import type { StoreContext } from "../context";
import { recordStoreAction } from "../history/record-action";
import { assertFresh } from "../optimistic";
import { inTransaction } from "../transaction";
import { requireTable } from "./require-table";
import { unsafeTableSnapshot } from "./unsafe-table-snapshot";
import { TABLE_OF_INPUT } from "./require-table";
import { storeFunction } from "../tenancy/store-function";

/** Deletes a table; its printed code stops working. */
export const deleteTable = storeFunction(TABLE_OF_INPUT, async (ctx: StoreContext, input: TableTarget): Promise<{ id: number }> => {
  const { table, store } = await requireTable(ctx, input.id);
  return inTransaction(ctx, async (tx) => {
    const before = await unsafeTableSnapshot(tx.db, table.id);
    assertFresh(
      await tx.db
        .delete(storeTables)
        .where(and(eq(storeTables.id, table.id), eq(storeTables.version, input.version)))
        .returning({ id: storeTables.id }),
    );
    await recordStoreAction(tx, store, { event: "destroy", objectType: "table", objectId: table.id, before });
    return { id: table.id };
  });
});
