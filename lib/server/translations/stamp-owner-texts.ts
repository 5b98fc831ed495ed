import "server-only";
import type { Db } from "../../db/types";
import type { TranslatableType } from "../../domain/translations/entity-status";
import { stampedSources } from "../../domain/translations/field-sources";
import { primaryOrigins } from "../../translation/source-hash";
import { textRows, type TextRow } from "./text-rows";

/**
 * After an owner's save in `tx`: records that the texts the owner just wrote in other languages were
 * made from the primary text as saved now. Answers every language's texts as they stand.
 */
export async function stampOwnerTexts(tx: Db, type: TranslatableType, id: number, companyId: number, primaryLocale: string): Promise<TextRow[]> {
  const texts = textRows(type);
  const rows = await texts.read(tx, id, companyId);
  const primary = rows.find((row) => row.locale === primaryLocale);
  if (!primary) return rows;
  const origins = primaryOrigins(texts.fields, primary.fields);
  const stamped: TextRow[] = [];
  for (const row of rows) {
    const sources = row.locale === primaryLocale ? null : stampedSources(row, texts.fields, origins);
    if (sources) await texts.stamp(tx, id, companyId, row.locale, sources);
    stamped.push(sources ? { ...row, sources } : row);
  }
  return stamped;
}
