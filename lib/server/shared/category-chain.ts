import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { categories } from "../../db/schema/menu";
import type { Db } from "../../db/types";
import { NotFoundError } from "../context";
import type { ScopedStore } from "../tenancy/scoped-store";

export type CategoryRow = typeof categories.$inferSelect;

/** The most levels read: the tree has three (super-category, category, subcategory); the limit also ends a chain that loops. */
const MAX_DEPTH = 4;

/** A category of the store and its parents up to the super-category: [self, parent, …, super], read in one query. */
export async function categoryChain(db: Db, store: ScopedStore, categoryId: number): Promise<CategoryRow[]> {
  const chainIds = sql`(with recursive chain (id, parent_id, depth) as (
      select id, parent_id, 1 from categories where id = ${categoryId} and store_id = ${store.id} and company_id = ${store.companyId}
      union all
      select parent.id, parent.parent_id, chain.depth + 1 from categories parent join chain on parent.id = chain.parent_id
      where chain.depth < ${MAX_DEPTH} and parent.store_id = ${store.id} and parent.company_id = ${store.companyId}
    ) select id from chain)`;
  const rows = await db
    .select()
    .from(categories)
    .where(and(inArray(categories.id, chainIds), eq(categories.storeId, store.id), eq(categories.companyId, store.companyId)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const chain: CategoryRow[] = [];
  for (let id: number | null = categoryId; id !== null && chain.length < MAX_DEPTH; id = chain.at(-1)!.parentId) {
    const row = byId.get(id);
    if (!row) throw new NotFoundError();
    chain.push(row);
  }
  return chain;
}
