import "server-only";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { itemTranslations } from "../../db/schema/menu";
import type { Db } from "../../db/types";
import { TRANSLATABLE_TYPES, type TranslatableType } from "../../domain/translations/entity-status";
import { fieldNeedsEngine, fieldOutdated, fieldSource, type FieldSources } from "../../domain/translations/field-sources";
import { primaryOrigins } from "../../translation/source-hash";
import type { ScopedStore } from "../tenancy/scoped-store";
import { entityOf } from "./store-of-entity";
import { TRANSLATABLE_TABLES } from "./translatable-tables";

/** One field the engine would write: its primary text, and whether the owner's text there is handed over to the engine. */
export interface MissingField {
  field: string;
  text: string;
  from: string;
  handOver: boolean;
  /** an identical primary text was already translated into the language: the memory gives it without the engine */
  remembered: boolean;
}

/** A product, category or promotion with fields missing or outdated in one language, and that language's sources as read. */
export interface MissingEntity {
  type: TranslatableType;
  id: number;
  machine: boolean;
  sources: FieldSources | null;
  fields: MissingField[];
}

/** The hashes of the primary texts each field was already translated from by the engine into `locale`, within the company. */
async function rememberedHashes(db: Db, type: TranslatableType, companyId: number, locale: string): Promise<Set<string>> {
  const texts = TRANSLATABLE_TABLES[type].texts as typeof itemTranslations;
  const columns = texts as unknown as Record<string, PgColumn>;
  const known = new Set<string>();
  for (const field of TRANSLATABLE_TABLES[type].fields as readonly string[]) {
    const rows = await db
      .selectDistinct({ from: sql<string>`${texts.sources} -> ${field} ->> 'from'` })
      .from(texts)
      .where(and(eq(texts.companyId, companyId), eq(texts.locale, locale), ne(columns[field]!, ""), sql`${texts.sources} -> ${field} ->> 'by' = 'machine'`));
    for (const row of rows) if (row.from) known.add(`${field}:${row.from}`);
  }
  return known;
}

/**
 * Every product, category and promotion of the store with a field in `locale` missing or
 * outdated (the engine's to redo, or the owner's to hand over), in the order a bulk translation sends
 * them; a language the engine is already working on is left out.
 */
export async function missingTexts(db: Db, store: Pick<ScopedStore, "id" | "companyId" | "primaryLocale">, locale: string): Promise<MissingEntity[]> {
  const found: MissingEntity[] = [];
  const seen = new Set<string>();
  for (const type of TRANSLATABLE_TYPES) {
    const entity = entityOf(type);
    const ids = (await db.select({ id: entity.id }).from(entity).where(and(eq(entity.storeId, store.id), eq(entity.companyId, store.companyId))).orderBy(entity.id)).map((row) => row.id);
    if (ids.length === 0) continue;
    const source = TRANSLATABLE_TABLES[type];
    const texts = source.texts as typeof itemTranslations;
    const ref = source.ref as typeof itemTranslations.itemId;
    const fields = source.fields as readonly string[];
    const columns = texts as unknown as Record<string, PgColumn>;
    const rows = await db
      .select({ id: ref, locale: texts.locale, machine: texts.machine, status: texts.status, sources: texts.sources, ...Object.fromEntries(fields.map((field) => [field, columns[field]!])) })
      .from(texts)
      .where(and(inArray(ref, ids), eq(texts.companyId, store.companyId), inArray(texts.locale, [store.primaryLocale, locale])));
    const remembered = await rememberedHashes(db, type, store.companyId, locale);
    const textsOf = (row: (typeof rows)[number]) => Object.fromEntries(fields.map((field) => [field, String((row as Record<string, unknown>)[field] ?? "")]));
    for (const id of ids) {
      const primary = rows.find((row) => row.id === id && row.locale === store.primaryLocale);
      const target = rows.find((row) => row.id === id && row.locale === locale);
      if (!primary || target?.status === "queued" || target?.status === "in_progress") continue;
      const origins = primaryOrigins(fields, textsOf(primary));
      const stored = target && { machine: target.machine, sources: target.sources, fields: textsOf(target) };
      const missing = fields.flatMap((field): MissingField[] => {
        const { from, text } = origins[field]!;
        if (text === "") return [];
        const owner = stored !== undefined && fieldSource(stored, field).by === "owner";
        const wanted = owner ? fieldOutdated(stored, field, from) || stored.fields[field] === "" : fieldNeedsEngine(stored, field, text, from);
        if (!wanted) return [];
        const key = `${field}:${from}`;
        const known = remembered.has(key) || seen.has(key);
        seen.add(key);
        return [{ field, text, from, handOver: owner, remembered: known }];
      });
      if (missing.length > 0) found.push({ type, id, machine: target?.machine ?? true, sources: target?.sources ?? null, fields: missing });
    }
  }
  return found;
}
