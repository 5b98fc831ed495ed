import "server-only";
import { and, eq } from "drizzle-orm";
import { categories } from "../../db/schema/menu";
import { stores } from "../../db/schema/stores";
import { ancestors, subtree } from "../../domain/category-tree";
import type { TransferCategory } from "../../schemas/transfer";
import { DomainError, NotFoundError, type StoreContext } from "../context";
import { resolveStore } from "../tenancy/scoped-store";
import { storeFunction } from "../tenancy/store-function";
import { CATEGORY_OF_CATEGORY_ID } from "../categories/category-store";
import { inTransaction } from "../transaction";
import { copyCategory, copyItem, endPosition, type TransferTarget } from "./copy-rows";
import { loadCategoryContent, loadStoreCategories } from "./load-category-content";
import { resolveTargetParent } from "./resolve-target-parent";

export interface TransferResult {
  categoryId: number;
  targetStoreId: number;
  targetUrlKey: string;
  categories: number;
  items: number;
}

/**
 * Copies a category with its whole subtree, items, portions, photos (same uploads) and
 * translations into another store of the same company, appended at the end of its level.
 */
export const transferCategory = storeFunction(CATEGORY_OF_CATEGORY_ID, async (ctx: StoreContext, input: TransferCategory): Promise<TransferResult> => {
  const from = ctx.store;
  const [source] = await ctx.db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, input.categoryId), eq(categories.storeId, from.id), eq(categories.companyId, from.companyId)))
    .limit(1);
  if (!source) throw new NotFoundError();
  const to = await resolveStore(ctx.db, ctx.actor, input.targetStoreId, "store");
  if (to.companyId !== from.companyId) throw new NotFoundError();
  if (to.id === from.id) throw new DomainError("sameStore", "targetStoreId");
  return inTransaction(ctx, async (tx) => {
    await tx.db.select({ id: stores.id }).from(stores).where(eq(stores.id, to.id)).for("update");
    const all = await loadStoreCategories(tx.db, from.id);
    const nodes = subtree(all, source.id);
    const chain = ancestors(all, source.id);
    const ids = nodes.map((node) => node.id);
    const content = await loadCategoryContent(tx.db, [...chain.map((node) => node.id), ...ids], ids);
    const target: TransferTarget = { companyId: to.companyId, storeId: to.id, sourceStoreId: from.id };
    const parentId = await resolveTargetParent(tx, target, chain, content);
    const copies = new Map<number, number>();
    const siblingCount = new Map<number, number>();
    let itemCount = 0;
    for (const node of nodes) {
      const isRoot = node.id === source.id;
      const newParent = isRoot ? parentId : copies.get(node.parentId!)!;
      const position = isRoot ? await endPosition(tx, to.id, parentId) : (siblingCount.get(newParent!) ?? 0);
      if (!isRoot) siblingCount.set(newParent!, position + 1);
      const id = await copyCategory(tx, target, node, { parentId: newParent, position }, content);
      copies.set(node.id, id);
      for (const [index, item] of (content.items.get(node.id) ?? []).entries()) {
        await copyItem(tx, target, item, id, index, content);
        itemCount += 1;
      }
    }
    return { categoryId: copies.get(source.id)!, targetStoreId: to.id, targetUrlKey: to.urlKey, categories: nodes.length, items: itemCount };
  });
});
