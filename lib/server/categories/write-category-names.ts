import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { categoryTranslations } from "../../db/schema/menu";
import type { Db } from "../../db/types";
import type { ScopedStore } from "../tenancy/scoped-store";
import { ownerTextsSet } from "../translations/owner-texts-set";

/** Saves a name per content language of the store; an empty one removes that translation. */
export async function writeCategoryNames(db: Db, store: ScopedStore, categoryId: number, names: Partial<Record<string, string>>) {
  const filled = store.contentLocales.flatMap((locale) => {
    const name = names[locale]?.trim();
    return name ? [{ categoryId, companyId: store.companyId, locale, name, status: "done" as const }] : [];
  });
  const emptied = store.contentLocales.filter((locale) => !names[locale]?.trim());
  if (emptied.length > 0) {
    await db
      .delete(categoryTranslations)
      .where(
        and(
          eq(categoryTranslations.categoryId, categoryId),
          eq(categoryTranslations.companyId, store.companyId),
          inArray(categoryTranslations.locale, emptied),
        ),
      );
  }
  if (filled.length > 0) {
    await db
      .insert(categoryTranslations)
      .values(filled)
      .onConflictDoUpdate({
        target: [categoryTranslations.categoryId, categoryTranslations.locale],
        set: ownerTextsSet(categoryTranslations, { name: categoryTranslations.name }),
        setWhere: eq(categoryTranslations.companyId, store.companyId),
      });
  }
}
