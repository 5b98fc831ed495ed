import "server-only";
import { promotionCategories } from "../../db/schema/promotions";
import type { StoreContext } from "../context";
import { storeOwned } from "../tenancy/store-owned";

const categoryRows = storeOwned(promotionCategories);

/** Calls on the promotion category `input.id`: they act on its store. */
export const PROMOTION_CATEGORY_OF_INPUT = categoryRows.scopeOf("id");

/** Calls on the promotions of the category `input.categoryId`: they act on its store. */
export const PROMOTION_CATEGORY_OF_CATEGORY_ID = categoryRows.scopeOf("categoryId");

/** A promotion category of the context's store; foreign and missing ones are not found. */
export async function requirePromotionCategory(ctx: StoreContext, id: number) {
  return { category: await categoryRows.require(ctx, id), store: ctx.store };
}
