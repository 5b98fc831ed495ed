import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import { categories, categoryTranslations, items, itemTranslations, portions } from "../../db/schema/menu";
import type { Db } from "../../db/types";

export type CategoryRow = typeof categories.$inferSelect;
export type ItemRow = typeof items.$inferSelect;
type NameRow = typeof categoryTranslations.$inferSelect;
type TextRow = typeof itemTranslations.$inferSelect;
type PortionRow = typeof portions.$inferSelect;

export interface CategoryContent {
  names: Map<number, NameRow[]>;
  items: Map<number, ItemRow[]>;
  texts: Map<number, TextRow[]>;
  portions: Map<number, PortionRow[]>;
}

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

export function loadStoreCategories(db: Db, storeId: number): Promise<CategoryRow[]> {
  return db.select().from(categories).where(eq(categories.storeId, storeId)).orderBy(asc(categories.position), asc(categories.id));
}

/** Names of `named` categories; items, their texts and portions of `withItems` categories, in order. */
export async function loadCategoryContent(db: Db, named: number[], withItems: number[]): Promise<CategoryContent> {
  const [names, itemRows] = await Promise.all([
    named.length ? db.select().from(categoryTranslations).where(inArray(categoryTranslations.categoryId, named)).orderBy(asc(categoryTranslations.locale)) : [],
    withItems.length
      ? db.select().from(items).where(inArray(items.categoryId, withItems)).orderBy(asc(items.position), asc(items.id))
      : [],
  ]);
  const itemIds = itemRows.map((item) => item.id);
  const [texts, portionRows] = await Promise.all([
    itemIds.length ? db.select().from(itemTranslations).where(inArray(itemTranslations.itemId, itemIds)).orderBy(asc(itemTranslations.locale)) : [],
    itemIds.length ? db.select().from(portions).where(inArray(portions.itemId, itemIds)).orderBy(asc(portions.position), asc(portions.id)) : [],
  ]);
  return {
    names: groupBy(names, (row) => row.categoryId),
    items: groupBy(itemRows, (row) => row.categoryId),
    texts: groupBy(texts, (row) => row.itemId),
    portions: groupBy(portionRows, (row) => row.itemId),
  };
}
