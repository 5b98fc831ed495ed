import { asc } from "drizzle-orm";
import {
  actionHistory,
  categories,
  categoryTranslations,
  items,
  itemTranslations,
  portions,
  promotionCategories,
  promotionCategoryTranslations,
  promotions,
  promotionTranslations,
} from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";

/** Everything menu and promotion authoring may write, to prove a refusal changed nothing. */
export async function authoringSnapshot(db: Db) {
  return {
    promotionCategories: await db.select().from(promotionCategories).orderBy(asc(promotionCategories.id)),
    promotionCategoryNames: await db
      .select()
      .from(promotionCategoryTranslations)
      .orderBy(asc(promotionCategoryTranslations.promotionCategoryId), asc(promotionCategoryTranslations.locale)),
    promotions: await db.select().from(promotions).orderBy(asc(promotions.id)),
    promotionTexts: await db
      .select()
      .from(promotionTranslations)
      .orderBy(asc(promotionTranslations.promotionId), asc(promotionTranslations.locale)),
    categories: await db.select().from(categories).orderBy(asc(categories.id)),
    categoryNames: await db.select().from(categoryTranslations).orderBy(asc(categoryTranslations.categoryId), asc(categoryTranslations.locale)),
    items: await db.select().from(items).orderBy(asc(items.id)),
    itemTexts: await db.select().from(itemTranslations).orderBy(asc(itemTranslations.itemId), asc(itemTranslations.locale)),
    portions: await db.select().from(portions).orderBy(asc(portions.id)),
    history: await db.select().from(actionHistory).orderBy(asc(actionHistory.id)),
  };
}
