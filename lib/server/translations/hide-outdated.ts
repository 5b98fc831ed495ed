import "server-only";
import { type FieldSources, fieldOutdated } from "../../domain/translations/field-sources";
import { sourceHash } from "../../translation/source-hash";

type Sourced = { id: number; locale: string; machine: boolean; sources: FieldSources };

/**
 * Guest texts with every field made from another primary text than the current one emptied, so the
 * guest-text fallback shows a current text (in the end the primary one) instead of an outdated one.
 */
export function hideOutdated<T extends Sourced>(rows: readonly T[], fields: readonly (keyof T & string)[], primaryLocale: string): T[] {
  const primary = new Map(rows.filter((row) => row.locale === primaryLocale).map((row) => [row.id, row]));
  return rows.map((row) => {
    const source = primary.get(row.id);
    if (!source || row.locale === primaryLocale) return row;
    const texts = Object.fromEntries(fields.map((field) => [field, String(row[field] ?? "")]));
    const outdated = fields.filter((field) => fieldOutdated({ machine: row.machine, sources: row.sources, fields: texts }, field, sourceHash(String(source[field] ?? ""))));
    return outdated.length === 0 ? row : { ...row, ...Object.fromEntries(outdated.map((field) => [field, ""])) };
  });
}
