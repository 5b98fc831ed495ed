import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { itemTranslations } from "../../db/schema/menu";
import type { Db } from "../../db/types";
import type { TranslatableType } from "../../domain/translations/entity-status";
import { languageState, type LanguageState } from "../../domain/translations/language-state";
import { TRANSLATABLE_TABLES } from "./translatable-tables";

/** Each entity's state per language among `locales` (missing where it has no row), read within one company. */
export async function languageStates(
  db: Db,
  companyId: number,
  type: TranslatableType,
  ids: readonly number[],
  locales: readonly string[],
): Promise<Map<number, Record<string, LanguageState>>> {
  const states = new Map<number, Record<string, LanguageState>>();
  if (ids.length === 0) return states;
  const source = TRANSLATABLE_TABLES[type];
  const texts = source.texts as typeof itemTranslations;
  const ref = source.ref as typeof itemTranslations.itemId;
  const main = texts[source.fields[0] as "title"];
  const rows = await db
    .select({ id: ref, locale: texts.locale, status: texts.status, machine: texts.machine, main, error: texts.error })
    .from(texts)
    .where(and(inArray(ref, [...ids]), eq(texts.companyId, companyId)));
  for (const id of ids) {
    const own = rows.filter((row) => row.id === id);
    states.set(id, Object.fromEntries(locales.map((locale) => [locale, languageState(own.find((row) => row.locale === locale))])));
  }
  return states;
}

/** A store's content languages besides its primary one: those a text can be translated into. */
export const otherLocales = (store: { primaryLocale: string; contentLocales: readonly string[] }) => store.contentLocales.filter((locale) => locale !== store.primaryLocale);
