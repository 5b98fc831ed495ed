import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { itemTranslations } from "../../db/schema/menu";
import type { Db } from "../../db/types";
import { statementChunks } from "../../db/statement-chunks";
import type { ScopedStore } from "../tenancy/scoped-store";
import { ownerTextsSet } from "../translations/owner-texts-set";

type Texts = Partial<Record<string, { title: string; description: string }>>;

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
  for (const chunk of statementChunks(emptied)) {
    const pairs = sql.join(
      chunk.map(({ itemId, locale }) => sql`(${itemId}::integer, ${locale}::text)`),
      sql`, `,
    );
    await db
      .delete(itemTranslations)
      .where(and(sql`(${itemTranslations.itemId}, ${itemTranslations.locale}) in (values ${pairs})`, eq(itemTranslations.companyId, store.companyId)));
  }
  for (const chunk of statementChunks(filled)) {
    await db
      .insert(itemTranslations)
      .values(chunk)
      .onConflictDoUpdate({
        target: [itemTranslations.itemId, itemTranslations.locale],
        set: ownerTextsSet(itemTranslations, { title: itemTranslations.title, description: itemTranslations.description }),
        setWhere: eq(itemTranslations.companyId, store.companyId),
      });
  }
}
