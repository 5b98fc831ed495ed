import "server-only";
import { eq } from "drizzle-orm";
import { abbreviations } from "../../db/schema/abbreviations";
import type { Db } from "../../db/types";
import type { TextRules } from "../../translation/translate-texts";

/** The rules a store's texts are translated with, read without any access check: only for the translation worker. */
export async function unsafeStoreTextRules(db: Db, storeId: number): Promise<TextRules> {
  const rows = await db.select({ short: abbreviations.short, full: abbreviations.full, kind: abbreviations.kind }).from(abbreviations).where(eq(abbreviations.storeId, storeId));
  return {
    abbreviations: rows.filter((row) => row.kind === "expand").map(({ short, full }) => ({ short, full })),
    terms: rows.filter((row) => row.kind === "keep").map(({ short, full }) => (full ? { term: short, translation: full } : { term: short })),
  };
}
