import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { confirmedSources } from "../../domain/translations/field-sources";
import type { TranslateLanguage } from "../../schemas/translations";
import { NotFoundError, type StoreContext } from "../context";
import { notifyMenuChanged } from "../subscriptions/notify-menu-changed";
import { inTransaction } from "../transaction";
import { storeFunction } from "../tenancy/store-function";
import { sourceHash } from "../../translation/source-hash";
import { entityOf, STORE_OF_ENTITY } from "./store-of-entity";
import { textRows } from "./text-rows";

/**
 * The owner's "still correct" on an outdated language of a product, category or promotion: its
 * outdated fields count as made from the primary texts as they are now, and guests see them again.
 * Moves the entity's version on, like every translation write.
 */
export const confirmTranslation = storeFunction(STORE_OF_ENTITY, async (ctx: StoreContext, input: TranslateLanguage): Promise<{ confirmed: boolean }> => {
  const { store } = ctx;
  const entity = entityOf(input.type);
  return inTransaction(ctx, async (tx) => {
    const [row] = await tx.db
      .select({ id: entity.id })
      .from(entity)
      .where(and(eq(entity.id, input.id), eq(entity.storeId, store.id), eq(entity.companyId, store.companyId)));
    if (!row) throw new NotFoundError();
    const texts = textRows(input.type);
    const rows = await texts.read(tx.db, input.id, store.companyId);
    const primary = rows.find((entry) => entry.locale === store.primaryLocale);
    const target = rows.find((entry) => entry.locale === input.locale);
    if (!primary || !target || input.locale === store.primaryLocale) throw new NotFoundError();
    const hashes = Object.fromEntries(texts.fields.map((field) => [field, sourceHash(primary.fields[field] ?? "")]));
    const sources = confirmedSources(target, texts.fields, hashes);
    if (!sources) return { confirmed: false };
    await texts.stamp(tx.db, input.id, store.companyId, input.locale, sources);
    await tx.db.update(entity).set({ version: sql`${entity.version} + 1` }).where(eq(entity.id, input.id));
    await notifyMenuChanged(tx.db, store.id);
    return { confirmed: true };
  });
});
