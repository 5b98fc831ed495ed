import { and, eq } from "drizzle-orm";
import { items } from "../../db/schema/menu";
import type { ItemTarget } from "../../schemas/items";
import { requireMenuStore } from "../categories/require-menu-store";
import type { ServerContext } from "../context";
import { recordAction } from "../history/record-action";
import { assertFresh } from "../optimistic";
import { inTransaction } from "../transaction";
import { itemSnapshot } from "./item-snapshot";

/** Deletes an item with its texts and portions, if nobody changed it since the editor loaded it. */
export async function deleteItem(ctx: ServerContext, input: ItemTarget): Promise<void> {
  const store = await requireMenuStore(ctx, input.storeId);
  await inTransaction(ctx, async (tx) => {
    const before = await itemSnapshot(tx.db, store, input.itemId);
    assertFresh(
      await tx.db
        .delete(items)
        .where(and(eq(items.id, before.id), eq(items.storeId, store.id), eq(items.companyId, store.companyId), eq(items.version, input.version)))
        .returning({ id: items.id }),
    );
    await recordAction(tx.db, tx, { companyId: store.companyId, storeId: store.id, event: "destroy", objectType: "item", objectId: before.id, before });
  });
}
