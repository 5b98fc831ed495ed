import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { categories, categoryTranslations } from "../../db/schema/menu";
import type { Db } from "../../db/types";
import type { ScopedStore } from "../tenancy/scoped-store";

/** Names per content language of the store's categories, by category id. */
export async function loadCategoryNames(db: Db, store: ScopedStore, ids: number[]): Promise<Map<number, Record<string, string>>> {
  const result = new Map<number, Record<string, string>>();
  if (ids.length === 0) return result;
  const rows = await db
    .select({ id: categoryTranslations.categoryId, locale: categoryTranslations.locale, name: categoryTranslations.name })
    .from(categoryTranslations)
    .innerJoin(categories, eq(categories.id, categoryTranslations.categoryId))
    .where(
      and(
        inArray(categoryTranslations.categoryId, ids),
        eq(categoryTranslations.companyId, store.companyId),
        eq(categories.storeId, store.id),
      ),
    );
  for (const row of rows) result.set(row.id, { ...result.get(row.id), [row.locale]: row.name });
  return result;
}
