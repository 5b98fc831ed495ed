import { EXPORT_COLUMNS, type ExportColumn } from "../export/export-texts";
import type { LanguageColumn } from "../export/language-columns";
import { KEY_COLUMNS, type KeyColumn } from "../export/workbook-rows";
import { folded } from "./folded";

/** The columns an import reads: those the export writes, with its hidden keys (and the store's other languages' texts). */
export const IMPORT_COLUMNS = [...EXPORT_COLUMNS, ...KEY_COLUMNS] as const;
export type ImportColumn = ExportColumn | KeyColumn | LanguageColumn;

/**
 * Which column of a sheet is which: a header matching the export's header in the file's language
 * (`headers`, and `languages` for the store's other languages' texts), or a column's own key, names that column;
 * the first of equal headers wins.
 */
export function mapHeaders(row: string[], headers: Record<ExportColumn, string>, languages: [LanguageColumn, string][] = []): Map<ImportColumn, number> {
  const byText = new Map<string, ImportColumn>();
  for (const key of IMPORT_COLUMNS) {
    byText.set(folded(key), key);
    if (key in headers) byText.set(folded(headers[key as ExportColumn]), key);
  }
  for (const [key, header] of languages) {
    byText.set(folded(key), key);
    byText.set(folded(header), key);
  }
  const columns = new Map<ImportColumn, number>();
  row.forEach((text, index) => {
    const key = byText.get(folded(text));
    if (key && !columns.has(key)) columns.set(key, index);
  });
  return columns;
}
