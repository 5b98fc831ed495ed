import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { itemTranslations } from "../../db/schema/menu";
import type { Db } from "../../db/types";
import type { ScopedStore } from "../tenancy/scoped-store";
import { ownerTextsSet } from "../translations/owner-texts-set";

type Texts = Partial<Record<string, { title: string; description: string }>>;

/** Rows per statement: a handful of parameters each, well under the engines' 65,535. */
const ROWS_PER_STATEMENT = 1000;

/**
 * Saves a title and description per content language of the store for each item (`texts`: item id → its texts); an
 * empty title removes that translation. A statement per thousand rows.
 */
export async function writeItemTexts(db: Db, store: ScopedStore, texts: ReadonlyMap<number, Texts>) {
  const filled = [...texts].flatMap(([itemId, each]) =>
    store.contentLocales.flatMap((locale) => {
      const text = each[locale];
      const title = text?.title.trim();
      return title ? [{ itemId, companyId: store.companyId, locale, title, description: text!.description.trimEnd(), status: "done" as const }] : [];
    }),
  );
  const emptied = [...texts].flatMap(([itemId, each]) => store.contentLocales.filter((locale) => !each[locale]?.title.trim()).map((locale) => ({ itemId, locale })));
  for (let start = 0; start < emptied.length; start += ROWS_PER_STATEMENT) {
    const pairs = sql.join(
      emptied.slice(start, start + ROWS_PER_STATEMENT).map(({ itemId, locale }) => sql`(${itemId}::integer, ${locale}::text)`),
      sql`, `,
    );
    await db
      .delete(itemTranslations)
      .where(and(sql`(${itemTranslations.itemId}, ${itemTranslations.locale}) in (values ${pairs})`, eq(itemTranslations.companyId, store.companyId)));
  }
  for (let start = 0; start < filled.length; start += ROWS_PER_STATEMENT) {
    await db
      .insert(itemTranslations)
      .values(filled.slice(start, start + ROWS_PER_STATEMENT))
      .onConflictDoUpdate({
        target: [itemTranslations.itemId, itemTranslations.locale],
        set: ownerTextsSet(itemTranslations, { title: itemTranslations.title, description: itemTranslations.description }),
        setWhere: eq(itemTranslations.companyId, store.companyId),
      });
  }
}
