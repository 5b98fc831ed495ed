import "server-only";
import { and, eq } from "drizzle-orm";
import { items } from "../../db/schema/menu";
import type { ItemTarget } from "../../schemas/items";
import type { StoreContext } from "../context";
import { recordStoreAction } from "../history/record-action";
import { assertFresh } from "../optimistic";
import { inTransaction } from "../transaction";
import { itemSnapshot } from "./item-snapshot";
import { STORE_OF_INPUT, storeFunction } from "../tenancy/store-function";

/** Deletes an item with its texts and portions, if nobody changed it since the editor loaded it. */
export const deleteItem = storeFunction(STORE_OF_INPUT, async (ctx: StoreContext, input: ItemTarget): Promise<void> => {
  const { store } = ctx;
  await inTransaction(ctx, async (tx) => {
    const before = await itemSnapshot(tx.db, store, input.itemId);
    assertFresh(
      await tx.db
        .delete(items)
        .where(and(eq(items.id, before.id), eq(items.storeId, store.id), eq(items.companyId, store.companyId), eq(items.version, input.version)))
        .returning({ id: items.id }),
    );
    await recordStoreAction(tx, store, { event: "destroy", objectType: "item", objectId: before.id, before });
  });
});
