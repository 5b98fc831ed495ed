import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { items, itemTranslations, portions } from "../../db/schema/menu";
import type { Db } from "../../db/types";
import { trimDecimal } from "../../domain/portion-rules";
import type { ScopedStore } from "../tenancy/scoped-store";
import type { AdminItem, AdminPortion } from "./item-dto";

/** Texts per content language and portions of the store's items (given ones, or a whole category's), by item id. */
export async function loadItemParts(db: Db, store: ScopedStore, scope: { ids: number[] } | { categoryId: number }) {
  const texts = new Map<number, AdminItem["texts"]>();
  const portionsByItem = new Map<number, AdminPortion[]>();
  if ("ids" in scope && scope.ids.length === 0) return { texts, portions: portionsByItem };
  const which = "ids" in scope ? inArray(items.id, scope.ids) : eq(items.categoryId, scope.categoryId);
  const inStore = and(which, eq(items.storeId, store.id), eq(items.companyId, store.companyId));
  const [textRows, portionRows] = await Promise.all([
    db
      .select({
        id: itemTranslations.itemId,
        locale: itemTranslations.locale,
        title: itemTranslations.title,
        description: itemTranslations.description,
      })
      .from(itemTranslations)
      .innerJoin(items, eq(items.id, itemTranslations.itemId))
      .where(and(eq(itemTranslations.companyId, store.companyId), inStore)),
    db
      .select({ itemId: portions.itemId, id: portions.id, weight: portions.weight, unit: portions.unit, price: portions.price })
      .from(portions)
      .innerJoin(items, eq(items.id, portions.itemId))
      .where(and(eq(portions.companyId, store.companyId), inStore))
      .orderBy(asc(portions.position), asc(portions.id)),
  ]);
  for (const row of textRows) {
    texts.set(row.id, { ...texts.get(row.id), [row.locale]: { title: row.title, description: row.description } });
  }
  for (const row of portionRows) {
    const list = portionsByItem.get(row.itemId) ?? [];
    list.push({ id: row.id, weight: row.weight === null ? "" : trimDecimal(row.weight), unit: row.unit, price: row.price });
    portionsByItem.set(row.itemId, list);
  }
  return { texts, portions: portionsByItem };
}
