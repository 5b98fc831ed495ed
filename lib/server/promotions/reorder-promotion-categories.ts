import { and, asc, eq } from "drizzle-orm";
import { promotionCategories } from "../../db/schema/promotions";
import type { ReorderPromotionCategories } from "../../schemas/promotions";
import type { ServerContext } from "../context";
import { requireStoreAccess } from "../stores/require-store-access";
import { inTransaction } from "../transaction";
import { applyOrder } from "./apply-order";

/** Puts the store's categories in the given order; the list must be exactly the store's current categories. */
export async function reorderPromotionCategories(ctx: ServerContext, input: ReorderPromotionCategories): Promise<{ moved: number }> {
  const store = await requireStoreAccess(ctx, input.storeId);
  return inTransaction(ctx, async (tx) => {
    const current = await tx.db
      .select({ id: promotionCategories.id, position: promotionCategories.position })
      .from(promotionCategories)
      .where(eq(promotionCategories.storeId, store.id))
      .orderBy(asc(promotionCategories.position), asc(promotionCategories.id))
      .for("update");
    return applyOrder(tx, input.ids, {
      store,
      objectType: "promotion_category",
      current,
      move: (id, position) =>
        tx.db.update(promotionCategories).set({ position }).where(and(eq(promotionCategories.id, id), eq(promotionCategories.storeId, store.id))),
    });
  });
}
