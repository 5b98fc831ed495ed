import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { categories } from "../../db/schema/menu";
import { checkReorder } from "../../domain/reorder-rules";
import type { ReorderCategories } from "../../schemas/categories";
import { DomainError, NotFoundError, type StoreContext } from "../context";
import { recordStoreAction } from "../history/record-action";
import { inTransaction } from "../transaction";
import { applyPositions } from "../shared/apply-positions";
import { categoryChain } from "../shared/category-chain";
import { sectionOfChain } from "./section-of-chain";
import { findSuperCategory } from "./find-super-category";
import { STORE_OF_INPUT, storeFunction } from "../tenancy/store-function";

/** Saves a new order of a section's categories (no parent) or of a category's subcategories, in one go. */
export const reorderCategories = storeFunction(STORE_OF_INPUT, async (ctx: StoreContext, input: ReorderCategories): Promise<void> => {
  const { store } = ctx;
  await inTransaction(ctx, async (tx) => {
    let parent = input.parentId === null ? await findSuperCategory(tx.db, store, input.section) : null;
    if (input.parentId !== null) {
      const chain = await categoryChain(tx.db, store, input.parentId);
      if (sectionOfChain(chain) !== input.section) throw new NotFoundError();
      parent = chain[0]!;
    }
    const current = parent
      ? await tx.db
          .select({ id: categories.id, position: categories.position })
          .from(categories)
          .where(and(eq(categories.parentId, parent.id), eq(categories.storeId, store.id), eq(categories.companyId, store.companyId)))
          .orderBy(asc(categories.position), asc(categories.id))
      : [];
    const check = checkReorder(current, input.ids);
    if (!check.ok) throw new DomainError(check.key);
    const scope = sql`t.parent_id = ${parent!.id} and t.store_id = ${store.id} and t.company_id = ${store.companyId}`;
    await applyPositions(tx.db, "categories", scope, check.moves);
    await recordStoreAction(tx, store, { event: "update", objectType: "category", objectId: parent!.id, before: { order: current.map((row) => row.id) }, after: { order: input.ids } });
  });
});
