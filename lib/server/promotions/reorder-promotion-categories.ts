import "server-only";
import { eq } from "drizzle-orm";
import { promotionCategories } from "../../db/schema/promotions";
import type { ReorderPromotionCategories } from "../../schemas/promotions";
import type { StoreContext } from "../context";
import { inTransaction } from "../transaction";
import { applyOrder } from "./apply-order";
import { STORE_OF_INPUT, storeFunction } from "../tenancy/store-function";

/** Puts the store's categories in the given order; the list must be exactly the store's current categories. */
export const reorderPromotionCategories = storeFunction(STORE_OF_INPUT, async (ctx: StoreContext, input: ReorderPromotionCategories): Promise<{ moved: number }> => {
  const { store } = ctx;
  return inTransaction(ctx, (tx) => applyOrder(tx, input.ids, { store, objectType: "promotion_category", siblings: eq(promotionCategories.storeId, store.id) }));
});
