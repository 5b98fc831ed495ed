import "server-only";
import { currentTexts } from "./current-texts";
import { and, asc, eq, inArray } from "drizzle-orm";
import {
  promotionCategories,
  promotionCategoryTranslations,
  promotions,
  promotionTranslations,
} from "../../db/schema/promotions";
import type { Db } from "../../db/types";
import { pickTranslations, textFallbackOrder, type TextLocales } from "../../i18n/text-fallback";

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

/** The store's visible promotion categories in order, named along the guest-text fallback order from `locale`. */
export async function loadPromotionCategories(
  db: Db,
  storeId: number,
  locale: string,
  store: TextLocales | string,
): Promise<PublicPromotionCategory[]> {
  const locales = textFallbackOrder(locale, store);
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
          inArray(promotionCategoryTranslations.locale, locales),
        ),
      ),
    locales,
    ["name"],
  );
  return rows.map((row) => ({ ...row, name: names.get(row.id)?.name ?? "" }));
}

/**
 * The visible promotions of the store's visible promotion category at `position`, their texts along
 * the guest-text fallback order from `locale` (a promotion in none of its languages is left out);
 * null when there is no such category.
 */
export async function loadPublicPromotions(
  db: Db,
  storeId: number,
  position: number,
  locale: string,
  store: TextLocales | string,
): Promise<{ category: PublicPromotionCategory; categories: PublicPromotionCategory[]; promotions: PublicPromotion[] } | null> {
  const locales = textFallbackOrder(locale, store);
  const categories = await loadPromotionCategories(db, storeId, locale, store);
  const category = categories.find((entry) => entry.position === position);
  if (!category) return null;
  const rows = await db
    .select({
      id: promotions.id,
      locale: promotionTranslations.locale,
      title: promotionTranslations.title,
      description: promotionTranslations.description,
      machine: promotionTranslations.machine,
      sources: promotionTranslations.sources,
    })
    .from(promotions)
    .innerJoin(promotionTranslations, eq(promotionTranslations.promotionId, promotions.id))
    .where(
      and(
        eq(promotions.storeId, storeId),
        eq(promotions.promotionCategoryId, category.id),
        eq(promotions.hidden, false),
        inArray(promotionTranslations.locale, locales),
      ),
    )
    .orderBy(asc(promotions.position), asc(promotions.id));
  const current = await currentTexts(db, storeId);
  const texts = pickTranslations(current(rows, ["title", "description"]), locales, ["title", "description"]);
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
