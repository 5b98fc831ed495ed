import "server-only";
import { and, eq, max } from "drizzle-orm";
import { categories } from "../../db/schema/menu";
import type { Db } from "../../db/types";
import type { ScopedStore } from "../tenancy/scoped-store";

/** The position after the last child of a category in the store. */
export async function nextCategoryPosition(db: Db, store: ScopedStore, parentId: number): Promise<number> {
  const [row] = await db
    .select({ position: max(categories.position) })
    .from(categories)
    .where(and(eq(categories.parentId, parentId), eq(categories.storeId, store.id), eq(categories.companyId, store.companyId)));
  return (row?.position ?? -1) + 1;
}
