import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { items } from "../../db/schema/menu";
import type { UpdateItem } from "../../schemas/items";
import { assertStoreUpload } from "../shared/assert-store-upload";
import { guardSchedule } from "../shared/schedule-guard";
import { DomainError, type StoreContext } from "../context";
import { recordStoreAction } from "../history/record-action";
import { assertFresh } from "../optimistic";
import { inTransaction } from "../transaction";
import { itemCategoryChain } from "./item-category";
import { itemSnapshot } from "./item-snapshot";
import { queueTranslations } from "../translations/queue-translations";
import { writeItemTexts } from "./write-item-texts";
import { writePortions } from "./write-portions";
import { STORE_OF_INPUT, storeFunction } from "../tenancy/store-function";

/** Saves an item's texts, photo, portions, flags and schedule over the version the editor loaded. */
export const updateItem = storeFunction(STORE_OF_INPUT, async (ctx: StoreContext, input: UpdateItem): Promise<{ version: number }> => {
  const { store } = ctx;
  return inTransaction(ctx, async (tx) => {
    const before = await itemSnapshot(tx.db, store, input.itemId);
    const chain = await itemCategoryChain(tx.db, store, before.categoryId);
    if (!input.texts[store.primaryLocale as keyof typeof input.texts]?.title.trim()) {
      throw new DomainError("required", `texts.${store.primaryLocale}.title`);
    }
    const schedule = guardSchedule(input.schedule, chain);
    if (input.photoId !== before.photoId) await assertStoreUpload(tx.db, store, input.photoId, "photo", "photoId");
    const row = assertFresh(
      await tx.db
        .update(items)
        .set({
          photoId: input.photoId,
          dietary: input.dietary ?? before.dietary,
          hidden: input.hidden,
          ageRestricted: input.ageRestricted,
          schedule,
          version: sql`${items.version} + 1`,
        })
        .where(
          and(eq(items.id, before.id), eq(items.storeId, store.id), eq(items.companyId, store.companyId), eq(items.version, input.version)),
        )
        .returning({ version: items.version }),
    );
    await writeItemTexts(tx.db, store, new Map([[before.id, input.texts]]));
    await queueTranslations(tx.db, ctx.clock, store, "Product", before.id);
    await writePortions(tx.db, store, new Map([[before.id, input.portions]]));
    const after = await itemSnapshot(tx.db, store, before.id);
    await recordStoreAction(tx, store, { event: "update", objectType: "item", objectId: before.id, before, after });
    return { version: row.version };
  });
});
