import "server-only";
import { categoryChain } from "../shared/category-chain";
import type { StoreContext } from "../context";
import type { AdminItem } from "./item-dto";
import { adminItems } from "./admin-items";
import { STORE_OF_INPUT, storeFunction } from "../tenancy/store-function";

/** A category's items in order, with texts in every content language, photos and portions. */
export const listCategoryItems = storeFunction(STORE_OF_INPUT, async (ctx: StoreContext, input: { storeId: number; categoryId: number }): Promise<AdminItem[]> => {
  const [category] = await categoryChain(ctx.db, ctx.store, input.categoryId);
  return adminItems(ctx, category!.id);
});
