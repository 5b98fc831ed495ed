import { and, asc, eq, inArray } from "drizzle-orm";
import {
  promotionCategories,
  promotionCategoryTranslations,
  promotions,
  promotionTranslations,
} from "../../db/schema/promotions";
import type { Db } from "../../db/types";
import { pickTranslations } from "./pick-translation";

export interface PublicPromotionCategory {
  id: number;
  position: number;
  /** Empty when the category has no name in the requested nor the primary language. */
  name: string;
}

export interface PublicPromotion {
  id: number;
  title: string;
  description: string;
}

/** The store's visible promotion categories in order, named in `locale` or else the primary locale. */
export async function loadPromotionCategories(
  db: Db,
  storeId: number,
  locale: string,
  primaryLocale: string,
): Promise<PublicPromotionCategory[]> {
  const rows = await db
    .select({ id: promotionCategories.id, position: promotionCategories.position })
    .from(promotionCategories)
    .where(and(eq(promotionCategories.storeId, storeId), eq(promotionCategories.hidden, false)))
    .orderBy(asc(promotionCategories.position), asc(promotionCategories.id));
  if (rows.length === 0) return [];
  const names = pickTranslations(
    await db
      .select({
        id: promotionCategoryTranslations.promotionCategoryId,
        locale: promotionCategoryTranslations.locale,
        name: promotionCategoryTranslations.name,
      })
      .from(promotionCategoryTranslations)
      .where(
        and(
          inArray(promotionCategoryTranslations.promotionCategoryId, rows.map((row) => row.id)),
          inArray(promotionCategoryTranslations.locale, [locale, primaryLocale]),
        ),
      ),
    locale,
    primaryLocale,
    ["name"],
  );
  return rows.map((row) => ({ ...row, name: names.get(row.id)?.name ?? "" }));
}

/**
 * The visible promotions of the store's visible promotion category at `position`, in `locale` or
 * else the primary locale (a promotion in neither is left out); null when there is no such category.
 */
export async function loadPublicPromotions(
  db: Db,
  storeId: number,
  position: number,
  locale: string,
  primaryLocale: string,
): Promise<{ category: PublicPromotionCategory; categories: PublicPromotionCategory[]; promotions: PublicPromotion[] } | null> {
  const categories = await loadPromotionCategories(db, storeId, locale, primaryLocale);
  const category = categories.find((entry) => entry.position === position);
  if (!category) return null;
  const rows = await db
    .select({
      id: promotions.id,
      locale: promotionTranslations.locale,
      title: promotionTranslations.title,
      description: promotionTranslations.description,
    })
    .from(promotions)
    .innerJoin(promotionTranslations, eq(promotionTranslations.promotionId, promotions.id))
    .where(
      and(
        eq(promotions.storeId, storeId),
        eq(promotions.promotionCategoryId, category.id),
        eq(promotions.hidden, false),
        inArray(promotionTranslations.locale, [locale, primaryLocale]),
      ),
    )
    .orderBy(asc(promotions.position), asc(promotions.id));
  const texts = pickTranslations(rows, locale, primaryLocale, ["title", "description"]);
  const ordered = [...new Set(rows.map((row) => row.id))];
  return {
    category,
    categories,
    promotions: ordered.map((id) => {
      const { title, description } = texts.get(id)!;
      return { id, title, description };
    }),
  };
}
