import "server-only";
import { eq } from "drizzle-orm";
import type { ReorderPromotions } from "../../schemas/promotions";
import type { StoreContext } from "../context";
import { inTransaction } from "../transaction";
import { applyOrder } from "./apply-order";
import { PROMOTION_CATEGORY_OF_CATEGORY_ID, requirePromotionCategory } from "./require-promotion-category";
import { storeFunction } from "../tenancy/store-function";
import { promotions } from "../../db/schema/promotions";

/** Puts a category's promotions in the given order; the list must be exactly its current promotions. */
export const reorderPromotions = storeFunction(PROMOTION_CATEGORY_OF_CATEGORY_ID, async (ctx: StoreContext, input: ReorderPromotions): Promise<{ moved: number }> => {
  const { category, store } = await requirePromotionCategory(ctx, input.categoryId);
  return inTransaction(ctx, (tx) => applyOrder(tx, input.ids, { store, objectType: "promotion", siblings: eq(promotions.promotionCategoryId, category.id) }));
});
