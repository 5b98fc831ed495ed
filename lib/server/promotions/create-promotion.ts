import "server-only";
import { eq, max } from "drizzle-orm";
import { promotionCategories, promotions } from "../../db/schema/promotions";
import type { CreatePromotion } from "../../schemas/promotions";
import { DomainError, NotFoundError, type StoreContext } from "../context";
import { recordStoreAction } from "../history/record-action";
import { inTransaction } from "../transaction";
import { assertBanner } from "./banner-images";
import { requirePromotionCategory } from "./require-promotion-category";
import { savePromotionTexts } from "./save-translations";
import { unsafePromotionSnapshot } from "./unsafe-snapshots";
import { assertStoreLocales, storeLocales } from "./store-locales";
import { PROMOTION_CATEGORY_OF_CATEGORY_ID } from "./require-promotion-category";
import { storeFunction } from "../tenancy/store-function";
import { queueTranslations } from "../translations/queue-translations";

/** Adds a promotion at the end of its category. */
export const createPromotion = storeFunction(PROMOTION_CATEGORY_OF_CATEGORY_ID, async (ctx: StoreContext, input: CreatePromotion): Promise<{ id: number }> => {
  const { category, store } = await requirePromotionCategory(ctx, input.categoryId);
  const locales = await storeLocales(ctx.db, store.id);
  assertStoreLocales(input.texts, locales, "texts");
  if (!input.texts[locales.primary]?.title) throw new DomainError("required", `texts.${locales.primary}.title`);
  return inTransaction(ctx, async (tx) => {
    const locked = await tx.db.select({ id: promotionCategories.id }).from(promotionCategories).where(eq(promotionCategories.id, category.id)).for("update");
    if (locked.length === 0) throw new NotFoundError();
    await assertBanner(tx.db, input.bannerId, store.companyId);
    const [last] = await tx.db
      .select({ position: max(promotions.position) })
      .from(promotions)
      .where(eq(promotions.promotionCategoryId, category.id));
    const [row] = await tx.db
      .insert(promotions)
      .values({
        companyId: store.companyId,
        storeId: store.id,
        promotionCategoryId: category.id,
        bannerId: input.bannerId,
        hidden: input.hidden,
        position: (last?.position ?? -1) + 1,
      })
      .returning({ id: promotions.id });
    const id = row!.id;
    await savePromotionTexts(tx.db, id, store.companyId, input.texts);
    const after = await unsafePromotionSnapshot(tx.db, id);
    await queueTranslations(tx.db, ctx.clock, store, "Promotion", id);
    await recordStoreAction(tx, store, { event: "create", objectType: "promotion", objectId: id, after });
    return { id };
  });
});
