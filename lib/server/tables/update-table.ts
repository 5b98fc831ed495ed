import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { storeTables } from "../../db/schema/tables";
import type { UpdateTable } from "../../schemas/tables";
import type { StoreContext } from "../context";
import { recordStoreAction } from "../history/record-action";
import { assertFresh } from "../optimistic";
import { inTransaction } from "../transaction";
import { requireTable } from "./require-table";
import { guardTableName } from "./table-name-taken";
import { unsafeTableSnapshot } from "./unsafe-table-snapshot";
import { TABLE_OF_INPUT } from "./require-table";
import { storeFunction } from "../tenancy/store-function";

/** Renames a table and changes its note, if nobody saved it since `version`. */
export const updateTable = storeFunction(TABLE_OF_INPUT, async (ctx: StoreContext, input: UpdateTable): Promise<{ version: number }> => {
  const { table, store } = await requireTable(ctx, input.id);
  return guardTableName(() =>
    inTransaction(ctx, async (tx) => {
      const before = await unsafeTableSnapshot(tx.db, table.id);
      const row = assertFresh(
        await tx.db
          .update(storeTables)
          .set({ name: input.name, note: input.note, version: sql`${storeTables.version} + 1`, updatedAt: ctx.clock.now() })
          .where(and(eq(storeTables.id, table.id), eq(storeTables.version, input.version)))
          .returning({ version: storeTables.version }),
      );
      const after = await unsafeTableSnapshot(tx.db, table.id);
      await recordStoreAction(tx, store, { event: "update", objectType: "table", objectId: table.id, before, after });
      return { version: row.version };
    }),
  );
});
