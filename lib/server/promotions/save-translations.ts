import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { promotionCategoryTranslations, promotionTranslations } from "../../db/schema/promotions";
import type { Db } from "../../db/types";
import type { Names, PromotionTexts } from "../../schemas/promotions";

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
        // A text sent back unchanged stays the engine's (it is redone when the primary text changes); an edited one becomes the owner's.
        set: {
          title: sql`excluded.title`,
          description: sql`excluded.description`,
          status: sql`excluded.status`,
          machine: sql`${promotionTranslations.machine} and ${promotionTranslations.title} = excluded.title and ${promotionTranslations.description} = excluded.description`,
          error: sql`null`,
        },
      });
  }
}
