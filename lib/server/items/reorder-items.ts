import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { categories, items } from "../../db/schema/menu";
import { checkReorder } from "../../domain/reorder-rules";
import type { ReorderItems } from "../../schemas/items";
import { applyPositions } from "../shared/apply-positions";
import { DomainError, NotFoundError, type StoreContext } from "../context";
import { recordStoreAction } from "../history/record-action";
import { inTransaction } from "../transaction";
import { STORE_OF_INPUT, storeFunction } from "../tenancy/store-function";

/** Saves a new order of a category's items in one statement and one history entry. */
export const reorderItems = storeFunction(STORE_OF_INPUT, async (ctx: StoreContext, input: ReorderItems): Promise<void> => {
  const { store } = ctx;
  await inTransaction(ctx, async (tx) => {
    // The category itself is all a reorder needs of the chain: one of the store's that holds items.
    const [category] = await tx.db
      .select({ id: categories.id, level: categories.level })
      .from(categories)
      .where(and(eq(categories.id, input.categoryId), eq(categories.storeId, store.id), eq(categories.companyId, store.companyId)))
      .limit(1);
    if (!category || category.level === "super") throw new NotFoundError();
    const current = await tx.db
      .select({ id: items.id, position: items.position })
      .from(items)
      .where(and(eq(items.categoryId, category.id), eq(items.storeId, store.id), eq(items.companyId, store.companyId)))
      .orderBy(asc(items.position), asc(items.id));
    const check = checkReorder(current, input.ids);
    if (!check.ok) throw new DomainError(check.key);
    const scope = sql`t.category_id = ${category.id} and t.store_id = ${store.id} and t.company_id = ${store.companyId}`;
    await applyPositions(tx.db, "items", scope, check.moves);
    await recordStoreAction(tx, store, { event: "update", objectType: "item", objectId: null, before: { categoryId: category.id, order: current.map((row) => row.id) }, after: { categoryId: category.id, order: input.ids } });
  });
});
