import "server-only";
import { and, count, eq, inArray } from "drizzle-orm";
import { categories, items } from "../../db/schema/menu";
import type { CategoryTarget } from "../../schemas/categories";
import { DomainError, type StoreContext } from "../context";
import { recordStoreAction } from "../history/record-action";
import { assertFresh } from "../optimistic";
import { inTransaction } from "../transaction";
import { categorySnapshot } from "./category-snapshot";
import { STORE_OF_INPUT, storeFunction } from "../tenancy/store-function";

/** Deletes a category with its subcategories and items (they cascade); supers are never deleted. */
export const deleteCategory = storeFunction(STORE_OF_INPUT, async (ctx: StoreContext, input: CategoryTarget): Promise<void> => {
  const { store } = ctx;
  await inTransaction(ctx, async (tx) => {
    const before = await categorySnapshot(tx.db, store, input.categoryId);
    if (before.level === "super") throw new DomainError("deleteCategoryFailed");
    const inStore = and(eq(categories.storeId, store.id), eq(categories.companyId, store.companyId));
    const children = await tx.db.select({ id: categories.id }).from(categories).where(and(inStore, eq(categories.parentId, before.id)));
    const ids = [before.id, ...children.map((child) => child.id)];
    const [contents] = await tx.db
      .select({ total: count() })
      .from(items)
      .where(and(eq(items.storeId, store.id), eq(items.companyId, store.companyId), inArray(items.categoryId, ids)));
    assertFresh(
      await tx.db
        .delete(categories)
        .where(and(eq(categories.id, input.categoryId), inStore, eq(categories.version, input.version)))
        .returning({ id: categories.id }),
    );
    await recordStoreAction(tx, store, { event: "destroy", objectType: "category", objectId: before.id, before: { ...before, subcategories: children.length, items: contents?.total ?? 0 } });
  });
});
