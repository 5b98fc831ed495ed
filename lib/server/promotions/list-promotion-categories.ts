import "server-only";
import { asc, count, eq, inArray } from "drizzle-orm";
import { promotionCategories, promotionCategoryTranslations, promotions } from "../../db/schema/promotions";
import type { StoreContext } from "../context";
import { STORE_OF_INPUT, storeFunction } from "../tenancy/store-function";

export interface PromotionCategoryRow {
  id: number;
  hidden: boolean;
  position: number;
  version: number;
  names: Record<string, string>;
  promotionCount: number;
}

/** The store's promotion categories in order, with their names in every language and how many promotions each has. */
export const listPromotionCategories = storeFunction(STORE_OF_INPUT, async (ctx: StoreContext): Promise<PromotionCategoryRow[]> => {
  const { store } = ctx;
  const rows = await ctx.db
    .select({ id: promotionCategories.id, hidden: promotionCategories.hidden, position: promotionCategories.position, version: promotionCategories.version })
    .from(promotionCategories)
    .where(eq(promotionCategories.storeId, store.id))
    .orderBy(asc(promotionCategories.position), asc(promotionCategories.id));
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [names, counts] = await Promise.all([
    ctx.db
      .select({ id: promotionCategoryTranslations.promotionCategoryId, locale: promotionCategoryTranslations.locale, name: promotionCategoryTranslations.name })
      .from(promotionCategoryTranslations)
      .where(inArray(promotionCategoryTranslations.promotionCategoryId, ids)),
    ctx.db
      .select({ id: promotions.promotionCategoryId, total: count() })
      .from(promotions)
      .where(inArray(promotions.promotionCategoryId, ids))
      .groupBy(promotions.promotionCategoryId),
  ]);
  const totals = new Map(counts.map((row) => [row.id, row.total]));
  return rows.map((row) => ({
    ...row,
    names: Object.fromEntries(names.filter((name) => name.id === row.id).map((name) => [name.locale, name.name])),
    promotionCount: totals.get(row.id) ?? 0,
  }));
});
