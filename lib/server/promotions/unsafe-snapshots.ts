import "server-only";
import { asc, eq } from "drizzle-orm";
import { promotionCategories, promotionCategoryTranslations, promotions, promotionTranslations } from "../../db/schema/promotions";
import type { Db } from "../../db/types";

/** What the actions history keeps of a promotion category, read by id alone: the caller has checked its store. */
export async function unsafePromotionCategorySnapshot(db: Db, id: number) {
  const [row] = await db
    .select({ hidden: promotionCategories.hidden, position: promotionCategories.position })
    .from(promotionCategories)
    .where(eq(promotionCategories.id, id));
  if (!row) return null;
  const names = await db
    .select({ locale: promotionCategoryTranslations.locale, name: promotionCategoryTranslations.name })
    .from(promotionCategoryTranslations)
    .where(eq(promotionCategoryTranslations.promotionCategoryId, id))
    .orderBy(asc(promotionCategoryTranslations.locale));
  return { ...row, names: Object.fromEntries(names.map(({ locale, name }) => [locale, name])) };
}

/** What the actions history keeps of a promotion, read by id alone: the caller has checked its store. */
export async function unsafePromotionSnapshot(db: Db, id: number) {
  const [row] = await db
    .select({
      promotionCategoryId: promotions.promotionCategoryId,
      bannerId: promotions.bannerId,
      hidden: promotions.hidden,
      position: promotions.position,
    })
    .from(promotions)
    .where(eq(promotions.id, id));
  if (!row) return null;
  const texts = await db
    .select({ locale: promotionTranslations.locale, title: promotionTranslations.title, description: promotionTranslations.description })
    .from(promotionTranslations)
    .where(eq(promotionTranslations.promotionId, id))
    .orderBy(asc(promotionTranslations.locale));
  return { ...row, texts: Object.fromEntries(texts.map(({ locale, title, description }) => [locale, { title, description }])) };
}
