import "server-only";
import { eq, sql } from "drizzle-orm";
import { confirmedSources } from "../../domain/translations/field-sources";
import type { TranslateLanguage } from "../../schemas/translations";
import { DomainError, NotFoundError, type StoreContext } from "../context";
import { recordStoreAction } from "../history/record-action";
import { notifyMenuChanged } from "../subscriptions/notify-menu-changed";
import { inTransaction } from "../transaction";
import { storeFunction } from "../tenancy/store-function";
import { primaryOrigins } from "../../translation/source-hash";
import { entityInStore, entityOf, STORE_OF_ENTITY } from "./store-of-entity";
import { textRows } from "./text-rows";

/**
 * The owner's "still correct" on an outdated language of a product, category or promotion, or on one
 * of its fields: those fields count as made from the primary texts as they are now, and guests see
 * them again. Refused when the language was written meanwhile; moves the entity's version on, like
 * every translation write.
 */
export const confirmTranslation = storeFunction(STORE_OF_ENTITY, async (ctx: StoreContext, input: TranslateLanguage): Promise<{ confirmed: boolean }> => {
  const { store } = ctx;
  return inTransaction(ctx, async (tx) => {
    await entityInStore(tx.db, store, input.type, input.id);
    const texts = textRows(input.type);
    if (input.field !== undefined && !texts.fields.includes(input.field)) throw new NotFoundError();
    const rows = await texts.read(tx.db, input.id, store.companyId);
    const primary = rows.find((entry) => entry.locale === store.primaryLocale);
    const target = rows.find((entry) => entry.locale === input.locale);
    if (!primary || !target || input.locale === store.primaryLocale) throw new NotFoundError();
    const sources = confirmedSources(target, texts.fields, primaryOrigins(texts.fields, primary.fields), input.field);
    if (!sources) return { confirmed: false };
    if (!(await texts.stamp(tx.db, input.id, store.companyId, input.locale, sources, target.sources))) throw new DomainError("staleVersion");
    const entity = entityOf(input.type);
    await tx.db.update(entity).set({ version: sql`${entity.version} + 1` }).where(eq(entity.id, input.id));
    await recordStoreAction(tx, store, {
      event: "update",
      objectType: "translation",
      objectId: input.id,
      before: { type: input.type, locale: input.locale, sources: target.sources },
      after: { type: input.type, locale: input.locale, sources },
    });
    await notifyMenuChanged(tx.db, store.id);
    return { confirmed: true };
  });
});
