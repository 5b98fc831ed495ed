import "server-only";
import { and, eq, notInArray, sql } from "drizzle-orm";
import { storeTranslations } from "../../db/schema/store-translations";
import { stores, type StorePhone } from "../../db/schema/stores";
import { offeredLocales } from "../../i18n/offered-locales";
import type { StoreTranslations } from "../../schemas/store-translations";
import { DomainError, NotFoundError, type ServerContext, type StoreContext } from "../context";
import { recordStoreAction } from "../history/record-action";
import { inTransaction } from "../transaction";
import { STORE_OF_ID, STORE_OF_INPUT, storeFunction } from "../tenancy/store-function";

type Translation = StoreTranslations["translations"][number];

export interface StoreTranslationsForm {
  storeId: number;
  primaryLocale: string;
  /** the phones as saved, whose labels the translations give */
  phones: StorePhone[];
  /** one entry per language the venue offers besides its primary one, empty where nothing is written yet */
  translations: Translation[];
}

async function storeLocales(ctx: ServerContext, storeId: number) {
  const [row] = await ctx.db
    .select({ primaryLocale: stores.primaryLocale, contentLocales: stores.contentLocales, phones: stores.phones })
    .from(stores)
    .where(eq(stores.id, storeId))
    .limit(1);
  if (!row) throw new NotFoundError();
  return { ...row, others: offeredLocales(row).filter((locale) => locale !== row.primaryLocale) as string[] };
}

/** History keeps the texts by language, so a change reads as `tr.address`. */
const byLocale = (rows: readonly (Omit<Translation, "locale"> & { locale: string })[]) =>
  Object.fromEntries(rows.map(({ locale, description, address, menuInfo, phoneLabels }) => [locale, { description, address, menuInfo, phoneLabels }]));

const blank = (locale: string): Translation => ({ locale: locale as Translation["locale"], description: "", address: "", menuInfo: "", phoneLabels: {} });

/** The venue's texts in its other languages, for a store the actor manages. */
export const getStoreTranslations = storeFunction(STORE_OF_ID, async (ctx: StoreContext): Promise<StoreTranslationsForm> => {
  const { store } = ctx;
  const { primaryLocale, phones, others } = await storeLocales(ctx, store.id);
  const rows = await ctx.db.select().from(storeTranslations).where(eq(storeTranslations.storeId, store.id));
  const translations = others.map((locale) => {
    const row = rows.find((entry) => entry.locale === locale);
    return row ? { locale: row.locale as Translation["locale"], description: row.description, address: row.address, menuInfo: row.menuInfo, phoneLabels: row.phoneLabels } : blank(locale);
  });
  return { storeId: store.id, primaryLocale, phones, translations };
});

/**
 * Saves the venue's texts in its languages besides the primary one: a language it does not offer is
 * refused; texts kept for languages it no longer offers go, and the change is recorded.
 */
export const updateStoreTranslations = storeFunction(STORE_OF_INPUT, async (ctx: StoreContext, input: StoreTranslations): Promise<{ saved: number }> => {
  const { store } = ctx;
  return inTransaction(ctx, async (tx) => {
    const { others } = await storeLocales(tx, store.id);
    for (const [index, translation] of input.translations.entries()) {
      if (!others.includes(translation.locale)) throw new DomainError("invalidValue", `translations.${index}.locale`);
    }
    const labels = (translation: Translation) => Object.fromEntries(Object.entries(translation.phoneLabels).filter(([, label]) => label !== ""));
    const rows = input.translations.map((translation) => ({ ...translation, phoneLabels: labels(translation), storeId: store.id, companyId: store.companyId }));
    const before = await tx.db.select().from(storeTranslations).where(eq(storeTranslations.storeId, store.id));
    await tx.db
      .delete(storeTranslations)
      .where(and(eq(storeTranslations.storeId, store.id), others.length ? notInArray(storeTranslations.locale, others) : sql`true`));
    if (rows.length) {
      await tx.db
        .insert(storeTranslations)
        .values(rows)
        .onConflictDoUpdate({
          target: [storeTranslations.storeId, storeTranslations.locale],
          set: {
            description: sql`excluded.description`,
            address: sql`excluded.address`,
            menuInfo: sql`excluded.menu_info`,
            phoneLabels: sql`excluded.phone_labels`,
          },
        });
    }
    await recordStoreAction(tx, store, { event: "update", objectType: "translation", objectId: store.id, before: byLocale(before), after: byLocale(rows) });
    return { saved: rows.length };
  });
});
