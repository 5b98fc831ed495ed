import "server-only";
import { and, eq } from "drizzle-orm";
import { items } from "../../db/schema/menu";
import type { ItemRef } from "../../schemas/items";
import { NotFoundError, type StoreContext } from "../context";
import type { AdminItem } from "./item-dto";
import { adminItems } from "./admin-items";
import { STORE_OF_INPUT, storeFunction } from "../tenancy/store-function";

/** One item of the store with everything its edit form shows, read when the form opens; another store's item is NotFoundError. */
export const getItemForEdit = storeFunction(STORE_OF_INPUT, async (ctx: StoreContext, input: ItemRef): Promise<AdminItem> => {
  const { store } = ctx;
  const [row] = await ctx.db
    .select({ categoryId: items.categoryId })
    .from(items)
    .where(and(eq(items.id, input.itemId), eq(items.storeId, store.id), eq(items.companyId, store.companyId)))
    .limit(1);
  if (!row) throw new NotFoundError();
  const [item] = await adminItems(ctx, row.categoryId, [input.itemId]);
  if (!item) throw new NotFoundError();
  return item;
});
