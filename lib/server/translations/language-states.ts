import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { itemTranslations } from "../../db/schema/menu";
import type { Db } from "../../db/types";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { TranslatableType } from "../../domain/translations/entity-status";
import { fieldOutdated, fieldSource } from "../../domain/translations/field-sources";
import { languageState, type LanguageState } from "../../domain/translations/language-state";
import { primaryOrigins } from "../../translation/source-hash";
import { TRANSLATABLE_TABLES } from "./translatable-tables";

/**
 * Each entity's state per language among `locales` (missing where it has no row), read within one
 * company; a language with a field made from another primary text than the one in `primaryLocale` is outdated, with how each such field's primary text changed.
 */
export async function languageStates(
  db: Db,
  companyId: number,
  type: TranslatableType,
  ids: readonly number[],
  locales: readonly string[],
  primaryLocale: string,
): Promise<Map<number, Record<string, LanguageState>>> {
  const states = new Map<number, Record<string, LanguageState>>();
  if (ids.length === 0) return states;
  const source = TRANSLATABLE_TABLES[type];
  const texts = source.texts as typeof itemTranslations;
  const ref = source.ref as typeof itemTranslations.itemId;
  const fields = source.fields as readonly string[];
  const columns = texts as unknown as Record<string, PgColumn>;
  const rows = await db
    .select({
      id: ref,
      locale: texts.locale,
      status: texts.status,
      machine: texts.machine,
      error: texts.error,
      sources: texts.sources,
      ...Object.fromEntries(fields.map((field) => [field, columns[field]!])),
    })
    .from(texts)
    .where(and(inArray(ref, [...ids]), eq(texts.companyId, companyId)));
  const fieldsOf = (row: (typeof rows)[number]) => Object.fromEntries(fields.map((field) => [field, (row as Record<string, unknown>)[field] as string]));
  for (const id of ids) {
    const own = rows.filter((row) => row.id === id);
    const primary = own.find((row) => row.locale === primaryLocale);
    const origins = primary && primaryOrigins(fields, fieldsOf(primary));
    const stored = (row: (typeof own)[number] | undefined) => {
      if (!row) return undefined;
      const sourced = { machine: row.machine, sources: row.sources, fields: fieldsOf(row) };
      const changes = (origins ? fields.filter((field) => fieldOutdated(sourced, field, origins[field]!.from)) : []).map((field) => ({
        field,
        before: fieldSource(sourced, field).text ?? null,
        after: origins![field]!.text,
      }));
      return { status: row.status, machine: row.machine, main: sourced.fields[fields[0]!] ?? "", error: row.error, outdated: changes.length > 0, changes };
    };
    states.set(id, Object.fromEntries(locales.map((locale) => [locale, languageState(stored(own.find((row) => row.locale === locale)))])));
  }
  return states;
}

/** A store's content languages besides its primary one: those a text can be translated into. */
export const otherLocales = (store: { primaryLocale: string; contentLocales: readonly string[] }) => store.contentLocales.filter((locale) => locale !== store.primaryLocale);
