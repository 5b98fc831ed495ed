import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { promotions } from "../../db/schema/promotions";
import type { ReorderPromotions } from "../../schemas/promotions";
import type { StoreContext } from "../context";
import { inTransaction } from "../transaction";
import { applyOrder } from "./apply-order";
import { requirePromotionCategory } from "./require-promotion-category";
import { PROMOTION_CATEGORY_OF_CATEGORY_ID } from "./require-promotion-category";
import { storeFunction } from "../tenancy/store-function";

/** Puts a category's promotions in the given order; the list must be exactly its current promotions. */
export const reorderPromotions = storeFunction(PROMOTION_CATEGORY_OF_CATEGORY_ID, async (ctx: StoreContext, input: ReorderPromotions): Promise<{ moved: number }> => {
  const { category, store } = await requirePromotionCategory(ctx, input.categoryId);
  return inTransaction(ctx, async (tx) => {
    const current = await tx.db
      .select({ id: promotions.id, position: promotions.position })
      .from(promotions)
      .where(eq(promotions.promotionCategoryId, category.id))
      .orderBy(asc(promotions.position), asc(promotions.id))
      .for("update");
    return applyOrder(tx, input.ids, {
      store,
      objectType: "promotion",
      current,
      move: (id, position) =>
        tx.db.update(promotions).set({ position }).where(and(eq(promotions.id, id), eq(promotions.promotionCategoryId, category.id))),
    });
  });
});
