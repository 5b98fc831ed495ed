import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { itemTranslations } from "../../db/schema/menu";
import type { Db } from "../../db/types";
import type { ScopedStore } from "../tenancy/scoped-store";
import { ownerTextsSet } from "../translations/owner-texts-set";

type Texts = Partial<Record<string, { title: string; description: string }>>;

/** Saves a title and description per content language of the store; an empty title removes that translation. */
export async function writeItemTexts(db: Db, store: ScopedStore, itemId: number, texts: Texts) {
  const filled = store.contentLocales.flatMap((locale) => {
    const text = texts[locale];
    const title = text?.title.trim();
    return title ? [{ itemId, companyId: store.companyId, locale, title, description: text!.description.trimEnd(), status: "done" as const }] : [];
  });
  const emptied = store.contentLocales.filter((locale) => !texts[locale]?.title.trim());
  if (emptied.length > 0) {
    await db
      .delete(itemTranslations)
      .where(and(eq(itemTranslations.itemId, itemId), eq(itemTranslations.companyId, store.companyId), inArray(itemTranslations.locale, emptied)));
  }
  if (filled.length > 0) {
    await db
      .insert(itemTranslations)
      .values(filled)
      .onConflictDoUpdate({
        target: [itemTranslations.itemId, itemTranslations.locale],
        set: ownerTextsSet(itemTranslations, { title: itemTranslations.title, description: itemTranslations.description }),
        setWhere: eq(itemTranslations.companyId, store.companyId),
      });
  }
}
