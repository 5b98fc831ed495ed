import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { items, portions } from "../../db/schema/menu";
import type { SetItemSoldOut } from "../../schemas/items";
import { NotFoundError, type StoreContext } from "../context";
import { recordStoreAction } from "../history/record-action";
import { STORE_OF_INPUT, storeFunction } from "../tenancy/store-function";
import { inTransaction } from "../transaction";
import { storeNextOpening } from "./store-next-opening";

/**
 * Marks an item, or one of its portions, sold out until the store's next opening, or available again.
 * Not a content edit: the item's version stays, so an open edit form still saves.
 */
export const setItemSoldOut = storeFunction(STORE_OF_INPUT, (ctx: StoreContext, input: SetItemSoldOut): Promise<{ soldOutUntil: Date | null }> => {
  const { store } = ctx;
  return inTransaction(ctx, async (tx) => {
    const [item] = await tx.db
      .select({ id: items.id, soldOutUntil: items.soldOutUntil })
      .from(items)
      .where(and(eq(items.id, input.itemId), eq(items.storeId, store.id), eq(items.companyId, store.companyId)))
      .limit(1);
    if (!item) throw new NotFoundError();
    const now = ctx.clock.now();
    const soldOutUntil = input.soldOut ? await storeNextOpening(tx.db, store, now) : null;
    const shown = (until: Date | null) => ({ soldOutUntil: until && until > now ? until.toISOString() : null });
    let before: object, after: object;
    if (input.portionId === undefined) {
      await tx.db.update(items).set({ soldOutUntil }).where(eq(items.id, item.id));
      [before, after] = [shown(item.soldOutUntil), shown(soldOutUntil)];
    } else {
      const ofItem = and(eq(portions.itemId, item.id), eq(portions.companyId, store.companyId));
      const list = await tx.db.select({ id: portions.id, soldOutUntil: portions.soldOutUntil }).from(portions).where(ofItem).orderBy(asc(portions.position), asc(portions.id));
      const index = list.findIndex((portion) => portion.id === input.portionId);
      if (index < 0) throw new NotFoundError();
      await tx.db.update(portions).set({ soldOutUntil }).where(and(ofItem, eq(portions.id, input.portionId)));
      // Named like the item form's portions, so the history reads "Portion 2 · Sold out until".
      [before, after] = [{ portions: { [index]: shown(list[index]!.soldOutUntil) } }, { portions: { [index]: shown(soldOutUntil) } }];
    }
    await recordStoreAction(tx, store, { event: "update", objectType: "item", objectId: item.id, before, after });
    return { soldOutUntil };
  });
});
