import { and, asc, eq, inArray } from "drizzle-orm";
import {
  promotionCategories,
  promotionCategoryTranslations,
  promotions,
  promotionTranslations,
} from "../../db/schema/promotions";
import type { Db } from "../../db/types";

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

/** Per id, the row in `locale`, else the one in `fallback`. */
function pickLocale<T extends { id: number; locale: string }>(rows: T[], locale: string): Map<number, T> {
  const result = new Map<number, T>();
  for (const row of rows) if (!result.has(row.id) || row.locale === locale) result.set(row.id, row);
  return result;
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
  const names = pickLocale(
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
  const texts = pickLocale(rows, locale);
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
