import "server-only";
import { and, eq } from "drizzle-orm";
import { categories } from "../../db/schema/menu";
import type { Db } from "../../db/types";
import { NotFoundError } from "../context";
import type { ScopedStore } from "../tenancy/scoped-store";

export type CategoryRow = typeof categories.$inferSelect;

/** A category of the store and its parents up to the super-category: [self, parent, …, super]. */
export async function categoryChain(db: Db, store: ScopedStore, categoryId: number): Promise<CategoryRow[]> {
  const chain: CategoryRow[] = [];
  let id: number | null = categoryId;
  while (id !== null && chain.length < 4) {
    const [row]: CategoryRow[] = await db
      .select()
      .from(categories)
      .where(and(eq(categories.id, id), eq(categories.storeId, store.id), eq(categories.companyId, store.companyId)))
      .limit(1);
    if (!row) throw new NotFoundError();
    chain.push(row);
    id = row.parentId;
  }
  return chain;
}
