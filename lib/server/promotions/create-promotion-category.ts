import "server-only";
import { eq, max } from "drizzle-orm";
import { promotionCategories } from "../../db/schema/promotions";
import type { CreatePromotionCategory } from "../../schemas/promotions";
import { DomainError, type StoreContext } from "../context";
import { recordStoreAction } from "../history/record-action";
import { inTransaction } from "../transaction";
import { saveCategoryNames } from "./save-translations";
import { unsafePromotionCategorySnapshot } from "./unsafe-snapshots";
import { assertStoreLocales, storeLocales } from "./store-locales";
import { STORE_OF_INPUT, storeFunction } from "../tenancy/store-function";

/** Adds a promotion category at the end of the store's list. */
export const createPromotionCategory = storeFunction(STORE_OF_INPUT, async (ctx: StoreContext, input: CreatePromotionCategory): Promise<{ id: number }> => {
  const { store } = ctx;
  const locales = await storeLocales(ctx.db, store.id);
  assertStoreLocales(input.names, locales, "names");
  if (!input.names[locales.primary]) throw new DomainError("required", `names.${locales.primary}`);
  return inTransaction(ctx, async (tx) => {
    const [last] = await tx.db
      .select({ position: max(promotionCategories.position) })
      .from(promotionCategories)
      .where(eq(promotionCategories.storeId, store.id));
    const [row] = await tx.db
      .insert(promotionCategories)
      .values({ companyId: store.companyId, storeId: store.id, position: (last?.position ?? -1) + 1 })
      .returning({ id: promotionCategories.id });
    const id = row!.id;
    await saveCategoryNames(tx.db, id, store.companyId, input.names);
    const after = await unsafePromotionCategorySnapshot(tx.db, id);
    await recordStoreAction(tx, store, { event: "create", objectType: "promotion_category", objectId: id, after });
    return { id };
  });
});
