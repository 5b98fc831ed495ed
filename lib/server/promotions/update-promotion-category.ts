import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { promotionCategories } from "../../db/schema/promotions";
import type { UpdatePromotionCategory } from "../../schemas/promotions";
import { DomainError, type StoreContext } from "../context";
import { recordStoreAction } from "../history/record-action";
import { assertFresh } from "../optimistic";
import { inTransaction } from "../transaction";
import { requirePromotionCategory } from "./require-promotion-category";
import { saveCategoryNames } from "./save-translations";
import { unsafePromotionCategorySnapshot } from "./unsafe-snapshots";
import { assertStoreLocales, storeLocales } from "./store-locales";
import { PROMOTION_CATEGORY_OF_INPUT } from "./require-promotion-category";
import { storeFunction } from "../tenancy/store-function";

/** Renames (per content language) and hides or shows a category, if nobody saved it since `version`. */
export const updatePromotionCategory = storeFunction(PROMOTION_CATEGORY_OF_INPUT, async (ctx: StoreContext, input: UpdatePromotionCategory): Promise<{ version: number }> => {
  const { category, store } = await requirePromotionCategory(ctx, input.id);
  if (input.names) {
    const locales = await storeLocales(ctx.db, store.id);
    assertStoreLocales(input.names, locales, "names");
    if (locales.primary in input.names && !input.names[locales.primary]) throw new DomainError("required", `names.${locales.primary}`);
  }
  return inTransaction(ctx, async (tx) => {
    const before = await unsafePromotionCategorySnapshot(tx.db, category.id);
    const row = assertFresh(
      await tx.db
        .update(promotionCategories)
        .set({ hidden: input.hidden, version: sql`${promotionCategories.version} + 1` })
        .where(and(eq(promotionCategories.id, category.id), eq(promotionCategories.version, input.version)))
        .returning({ version: promotionCategories.version }),
    );
    if (input.names) await saveCategoryNames(tx.db, category.id, store.companyId, input.names);
    const after = await unsafePromotionCategorySnapshot(tx.db, category.id);
    await recordStoreAction(tx, store, { event: "update", objectType: "promotion_category", objectId: category.id, before, after });
    return { version: row.version };
  });
});
