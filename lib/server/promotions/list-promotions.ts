import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import { promotionCategoryTranslations, promotions, promotionTranslations } from "../../db/schema/promotions";
import type { StoreContext } from "../context";
import { type BannerImage, unsafeBannerImages } from "./banner-images";
import { requirePromotionCategory } from "./require-promotion-category";
import { PROMOTION_CATEGORY_OF_CATEGORY_ID } from "./require-promotion-category";
import { storeFunction } from "../tenancy/store-function";

export interface PromotionRow {
  id: number;
  hidden: boolean;
  position: number;
  version: number;
  banner: BannerImage | null;
  texts: Record<string, { title: string; description: string }>;
}

/** A promotion category with its names and its promotions in order; foreign or missing ones are not found. */
export const listPromotions = storeFunction(PROMOTION_CATEGORY_OF_CATEGORY_ID, async (ctx: StoreContext, input: { categoryId: number }) => {
  const { category, store } = await requirePromotionCategory(ctx, input.categoryId);
  const [names, rows] = await Promise.all([
    ctx.db
      .select({ locale: promotionCategoryTranslations.locale, name: promotionCategoryTranslations.name })
      .from(promotionCategoryTranslations)
      .where(eq(promotionCategoryTranslations.promotionCategoryId, category.id)),
    ctx.db
      .select({ id: promotions.id, hidden: promotions.hidden, position: promotions.position, version: promotions.version, bannerId: promotions.bannerId })
      .from(promotions)
      .where(eq(promotions.promotionCategoryId, category.id))
      .orderBy(asc(promotions.position), asc(promotions.id)),
  ]);
  const ids = rows.map((row) => row.id);
  const [texts, banners] = await Promise.all([
    ids.length
      ? ctx.db.select().from(promotionTranslations).where(inArray(promotionTranslations.promotionId, ids))
      : Promise.resolve([]),
    unsafeBannerImages(ctx.db, rows.map((row) => row.bannerId)),
  ]);
  const list: PromotionRow[] = rows.map(({ bannerId, ...row }) => ({
    ...row,
    banner: bannerId === null ? null : (banners.get(bannerId) ?? null),
    texts: Object.fromEntries(
      texts.filter((text) => text.promotionId === row.id).map((text) => [text.locale, { title: text.title, description: text.description }]),
    ),
  }));
  return {
    category: { id: category.id, storeId: store.id, hidden: category.hidden, version: category.version, names: Object.fromEntries(names.map((n) => [n.locale, n.name])) },
    promotions: list,
  };
});
