import "server-only";
import type { CreateItem } from "../../schemas/items";
import { assertStoreUpload } from "../shared/assert-store-upload";
import { guardSchedule } from "../shared/schedule-guard";
import { DomainError, type StoreContext } from "../context";
import { recordStoreAction } from "../history/record-action";
import { inTransaction } from "../transaction";
import { insertItems } from "./insert-items";
import { itemCategoryChain } from "./item-category";
import { itemSnapshot } from "./item-snapshot";
import { STORE_OF_INPUT, storeFunction } from "../tenancy/store-function";

/** Adds a product, hookah or game (by the category's type) with its texts and portions. */
export const createItem = storeFunction(STORE_OF_INPUT, async (ctx: StoreContext, input: CreateItem): Promise<{ id: number }> => {
  const { store } = ctx;
  return inTransaction(ctx, async (tx) => {
    const chain = await itemCategoryChain(tx.db, store, input.categoryId);
    if (!input.texts[store.primaryLocale as keyof typeof input.texts]?.title.trim()) {
      throw new DomainError("required", `texts.${store.primaryLocale}.title`);
    }
    const schedule = guardSchedule(input.schedule, chain);
    await assertStoreUpload(tx.db, store, input.photoId, "photo", "photoId");
    const id = (await insertItems(tx, [
      { chain, item: { photoId: input.photoId, dietary: input.dietary, hidden: input.hidden, ageRestricted: input.ageRestricted, schedule }, texts: input.texts, portions: input.portions },
    ]))[0]!;
    const after = await itemSnapshot(tx.db, store, id);
    await recordStoreAction(tx, store, { event: "create", objectType: "item", objectId: id, after });
    return { id };
  });
});
