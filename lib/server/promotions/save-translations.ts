import "server-only";
import { and, eq } from "drizzle-orm";
import { promotionCategoryTranslations, promotionTranslations } from "../../db/schema/promotions";
import type { Db } from "../../db/types";
import type { Names, PromotionTexts } from "../../schemas/promotions";
import { ownerTextsSet } from "../translations/owner-texts-set";

/** Writes the submitted names; an empty name removes that language's translation. */
export async function saveCategoryNames(tx: Db, categoryId: number, companyId: number, names: Names): Promise<void> {
  for (const [locale, name] of Object.entries(names)) {
    const key = and(eq(promotionCategoryTranslations.promotionCategoryId, categoryId), eq(promotionCategoryTranslations.locale, locale));
    if (!name) {
      await tx.delete(promotionCategoryTranslations).where(key);
      continue;
    }
    await tx
      .insert(promotionCategoryTranslations)
      .values({ promotionCategoryId: categoryId, companyId, locale, name, status: "done" })
      .onConflictDoUpdate({
        target: [promotionCategoryTranslations.promotionCategoryId, promotionCategoryTranslations.locale],
        set: { name, status: "done" },
      });
  }
}

/** Writes the submitted titles and descriptions; an empty title removes that language's translation. */
export async function savePromotionTexts(tx: Db, promotionId: number, companyId: number, texts: PromotionTexts): Promise<void> {
  for (const [locale, text] of Object.entries(texts)) {
    const key = and(eq(promotionTranslations.promotionId, promotionId), eq(promotionTranslations.locale, locale));
    if (!text?.title) {
      await tx.delete(promotionTranslations).where(key);
      continue;
    }
    await tx
      .insert(promotionTranslations)
      .values({ promotionId, companyId, locale, title: text.title, description: text.description, status: "done" })
      .onConflictDoUpdate({
        target: [promotionTranslations.promotionId, promotionTranslations.locale],
        set: ownerTextsSet(promotionTranslations, { title: promotionTranslations.title, description: promotionTranslations.description }),
      });
  }
}
