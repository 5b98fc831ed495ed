import { EXPORT_COLUMNS, type ExportColumn } from "../export/export-texts";
import { KEY_COLUMNS, type KeyColumn } from "../export/workbook-rows";
import { folded } from "./folded";

/** The columns an import reads: those the export writes, with its hidden keys. */
export const IMPORT_COLUMNS = [...EXPORT_COLUMNS, ...KEY_COLUMNS] as const;
export type ImportColumn = ExportColumn | KeyColumn;

/**
 * Which column of a sheet is which: a header matching the export's header in the file's language
 * (`headers`), or a column's own key, names that column; the first of equal headers wins.
 */
export function mapHeaders(row: string[], headers: Record<ExportColumn, string>): Map<ImportColumn, number> {
  const byText = new Map<string, ImportColumn>();
  for (const key of IMPORT_COLUMNS) {
    byText.set(folded(key), key);
    if (key in headers) byText.set(folded(headers[key as ExportColumn]), key);
  }
  const columns = new Map<ImportColumn, number>();
  row.forEach((text, index) => {
    const key = byText.get(folded(text));
    if (key && !columns.has(key)) columns.set(key, index);
  });
  return columns;
}
