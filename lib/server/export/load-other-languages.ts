import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { items, itemTranslations } from "../../db/schema/menu";
import { stores } from "../../db/schema/stores";
import type { Db } from "../../db/types";
import type { OtherLanguages } from "../../export/workbook-rows";

/**
 * The store's content languages other than `locale`, in the store's order, and its items' titles and descriptions
 * stored in them (none when a language has no translation yet). The caller has checked the actor may see `storeId`.
 */
export async function loadOtherLanguages(db: Db, storeId: number, locale: string): Promise<OtherLanguages> {
  const [store] = await db.select({ locales: stores.contentLocales }).from(stores).where(eq(stores.id, storeId));
  const locales = (store?.locales ?? []).filter((each) => each !== locale);
  const texts: OtherLanguages["texts"] = new Map();
  if (locales.length === 0) return { locales, texts };
  const rows = await db
    .select({ itemId: itemTranslations.itemId, locale: itemTranslations.locale, title: itemTranslations.title, description: itemTranslations.description })
    .from(itemTranslations)
    .innerJoin(items, and(eq(items.id, itemTranslations.itemId), eq(items.companyId, itemTranslations.companyId)))
    .where(and(eq(items.storeId, storeId), inArray(itemTranslations.locale, locales)));
  for (const row of rows) texts.set(row.itemId, { ...texts.get(row.itemId), [row.locale]: { title: row.title, description: row.description } });
  return { locales, texts };
}
