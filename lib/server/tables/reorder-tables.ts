import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { storeTables } from "../../db/schema/tables";
import type { ReorderTables } from "../../schemas/tables";
import type { StoreContext } from "../context";
import { recordStoreAction } from "../history/record-action";
import { assertSameSet } from "../shared/assert-same-set";
import { inTransaction } from "../transaction";
import { STORE_OF_INPUT, storeFunction } from "../tenancy/store-function";

/** Numbers the store's tables 1, 2, 3… in the given order; the list must be exactly the store's current tables. */
export const reorderTables = storeFunction(STORE_OF_INPUT, async (ctx: StoreContext, input: ReorderTables): Promise<{ moved: number }> => {
  const { store } = ctx;
  return inTransaction(ctx, async (tx) => {
    const current = await tx.db
      .select({ id: storeTables.id, name: storeTables.name, position: storeTables.position })
      .from(storeTables)
      .where(eq(storeTables.storeId, store.id))
      .orderBy(asc(storeTables.position), asc(storeTables.id))
      .for("update");
    assertSameSet(current.map((row) => row.id), input.ids);
    const before = new Map(current.map((row) => [row.id, row]));
    let moved = 0;
    for (const [index, id] of input.ids.entries()) {
      const position = index + 1;
      const row = before.get(id)!;
      if (row.position === position) continue;
      await tx.db.update(storeTables).set({ position, updatedAt: ctx.clock.now() }).where(and(eq(storeTables.id, id), eq(storeTables.storeId, store.id)));
      const entry = { before: { name: row.name, position: row.position }, after: { name: row.name, position } };
      await recordStoreAction(tx, store, { event: "update", objectType: "table", objectId: id, ...entry });
      moved += 1;
    }
    return { moved };
  });
});
