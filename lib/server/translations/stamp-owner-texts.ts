import "server-only";
import type { Db } from "../../db/types";
import { statementChunks } from "../../db/statement-chunks";
import type { TranslatableType } from "../../domain/translations/entity-status";
import { stampedSources, type FieldSources } from "../../domain/translations/field-sources";
import { primaryOrigins } from "../../translation/source-hash";
import { textRows, type TextRow } from "./text-rows";

/**
 * After an owner's save in `tx`: records that the texts the owner just wrote in other languages were
 * made from the primary text as saved now. Answers every language's texts as they stand, by entity id.
 */
export async function stampOwnerTexts(tx: Db, type: TranslatableType, ids: readonly number[], companyId: number, primaryLocale: string): Promise<Map<number, TextRow[]>> {
  const texts = textRows(type);
  const answer = new Map<number, TextRow[]>();
  for (const chunk of statementChunks(ids)) {
    const found = await texts.readEach(tx, chunk, companyId);
    const stamps: { id: number; locale: string; sources: FieldSources }[] = [];
    for (const [id, rows] of found) {
      const primary = rows.find((row) => row.locale === primaryLocale);
      const origins = primary ? primaryOrigins(texts.fields, primary.fields) : null;
      answer.set(
        id,
        rows.map((row) => {
          const sources = origins && row.locale !== primaryLocale ? stampedSources(row, texts.fields, origins) : null;
          if (sources) stamps.push({ id, locale: row.locale, sources });
          return sources ? { ...row, sources } : row;
        }),
      );
    }
    await texts.stampEach(tx, companyId, stamps);
  }
  return answer;
}
