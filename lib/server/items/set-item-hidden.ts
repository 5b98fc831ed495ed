import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { items } from "../../db/schema/menu";
import type { SetItemHidden } from "../../schemas/items";
import { NotFoundError, type StoreContext } from "../context";
import { recordStoreAction } from "../history/record-action";
import { assertFresh } from "../optimistic";
import { inTransaction } from "../transaction";
import { STORE_OF_INPUT, storeFunction } from "../tenancy/store-function";

/** Hides an item from guests or shows it again. */
export const setItemHidden = storeFunction(STORE_OF_INPUT, async (ctx: StoreContext, input: SetItemHidden): Promise<{ version: number }> => {
  const { store } = ctx;
  return inTransaction(ctx, async (tx) => {
    const target = and(eq(items.id, input.itemId), eq(items.storeId, store.id), eq(items.companyId, store.companyId));
    const [current] = await tx.db.select({ hidden: items.hidden, version: items.version }).from(items).where(target).limit(1);
    if (!current) throw new NotFoundError();
    const row = assertFresh(
      await tx.db
        .update(items)
        .set({ hidden: input.hidden, version: sql`${items.version} + 1` })
        .where(and(target, eq(items.version, input.version)))
        .returning({ version: items.version }),
    );
    await recordStoreAction(tx, store, { event: "update", objectType: "item", objectId: input.itemId, before: { hidden: current.hidden, version: current.version }, after: { hidden: input.hidden, version: row.version } });
    return { version: row.version };
  });
});
