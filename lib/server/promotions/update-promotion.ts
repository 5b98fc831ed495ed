import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { promotions } from "../../db/schema/promotions";
import type { UpdatePromotion } from "../../schemas/promotions";
import { DomainError, type StoreContext } from "../context";
import { recordStoreAction } from "../history/record-action";
import { assertFresh } from "../optimistic";
import { inTransaction } from "../transaction";
import { assertBanner } from "./banner-images";
import { requirePromotion } from "./require-promotion";
import { savePromotionTexts } from "./save-translations";
import { unsafePromotionSnapshot } from "./unsafe-snapshots";
import { assertStoreLocales, storeLocales } from "./store-locales";
import { PROMOTION_OF_INPUT } from "./require-promotion";
import { storeFunction } from "../tenancy/store-function";
import { queueTranslations } from "../translations/queue-translations";

/** Edits a promotion's texts, banner or visibility, if nobody saved it since `version`. */
export const updatePromotion = storeFunction(PROMOTION_OF_INPUT, async (ctx: StoreContext, input: UpdatePromotion): Promise<{ version: number }> => {
  const { promotion, store } = await requirePromotion(ctx, input.id);
  if (input.texts) {
    const locales = await storeLocales(ctx.db, store.id);
    assertStoreLocales(input.texts, locales, "texts");
    if (locales.primary in input.texts && !input.texts[locales.primary]?.title) {
      throw new DomainError("required", `texts.${locales.primary}.title`);
    }
  }
  return inTransaction(ctx, async (tx) => {
    await assertBanner(tx.db, input.bannerId, store.companyId);
    const before = await unsafePromotionSnapshot(tx.db, promotion.id);
    const row = assertFresh(
      await tx.db
        .update(promotions)
        .set({ hidden: input.hidden, bannerId: input.bannerId, version: sql`${promotions.version} + 1` })
        .where(and(eq(promotions.id, promotion.id), eq(promotions.version, input.version)))
        .returning({ version: promotions.version }),
    );
    if (input.texts) await savePromotionTexts(tx.db, promotion.id, store.companyId, input.texts);
    const after = await unsafePromotionSnapshot(tx.db, promotion.id);
    if (input.texts) await queueTranslations(tx.db, ctx.clock, store, "Promotion", promotion.id);
    await recordStoreAction(tx, store, { event: "update", objectType: "promotion", objectId: promotion.id, before, after });
    return { version: row.version };
  });
});
