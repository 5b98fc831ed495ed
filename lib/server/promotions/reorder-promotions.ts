import { and, asc, eq } from "drizzle-orm";
import { promotions } from "../../db/schema/promotions";
import type { ReorderPromotions } from "../../schemas/promotions";
import type { ServerContext } from "../context";
import { inTransaction } from "../transaction";
import { applyOrder } from "./apply-order";
import { requirePromotionCategory } from "./require-promotion-category";

/** Puts a category's promotions in the given order; the list must be exactly its current promotions. */
export async function reorderPromotions(ctx: ServerContext, input: ReorderPromotions): Promise<{ moved: number }> {
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
}
