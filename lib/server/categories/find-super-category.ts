import "server-only";
import { and, asc, eq, isNull } from "drizzle-orm";
import { categories } from "../../db/schema/menu";
import type { Db } from "../../db/types";
import type { MenuSection } from "../../domain/menu-sections";
import type { CategoryRow } from "../shared/category-chain";
import type { ScopedStore } from "../tenancy/scoped-store";

/** The store's super-category of a section, or null when nothing was created in it yet. */
export async function findSuperCategory(db: Db, store: ScopedStore, section: MenuSection): Promise<CategoryRow | null> {
  const [row] = await db
    .select()
    .from(categories)
    .where(
      and(
        eq(categories.storeId, store.id),
        eq(categories.companyId, store.companyId),
        isNull(categories.parentId),
        eq(categories.level, "super"),
        eq(categories.section, section),
      ),
    )
    .orderBy(asc(categories.position), asc(categories.id))
    .limit(1);
  return row ?? null;
}
