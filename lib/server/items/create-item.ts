import "server-only";
import { items } from "../../db/schema/menu";
import { NO_DIETARY } from "../../domain/dietary";
import { ITEM_KIND } from "../../domain/menu-sections";
import type { CreateItem } from "../../schemas/items";
import { assertStoreUpload } from "../shared/assert-store-upload";
import { guardSchedule } from "../shared/schedule-guard";
import { DomainError, type StoreContext } from "../context";
import { recordStoreAction } from "../history/record-action";
import { inTransaction } from "../transaction";
import { itemCategoryChain } from "./item-category";
import { itemSnapshot } from "./item-snapshot";
import { nextItemPosition } from "./next-item-position";
import { queueTranslations } from "../translations/queue-translations";
import { writeItemTexts } from "./write-item-texts";
import { writePortions } from "./write-portions";
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
    const [row] = await tx.db
      .insert(items)
      .values({
        companyId: store.companyId,
        storeId: store.id,
        categoryId: chain[0]!.id,
        kind: ITEM_KIND[chain[0]!.type],
        photoId: input.photoId,
        dietary: input.dietary ?? NO_DIETARY,
        hidden: input.hidden,
        ageRestricted: input.ageRestricted,
        schedule,
        position: await nextItemPosition(tx.db, store, chain[0]!.id),
      })
      .returning({ id: items.id });
    await writeItemTexts(tx.db, store, row!.id, input.texts);
    await queueTranslations(tx.db, ctx.clock, store, "Product", row!.id);
    await writePortions(tx.db, store, row!.id, input.portions);
    const after = await itemSnapshot(tx.db, store, row!.id);
    await recordStoreAction(tx, store, { event: "create", objectType: "item", objectId: row!.id, after });
    return { id: row!.id };
  });
});
