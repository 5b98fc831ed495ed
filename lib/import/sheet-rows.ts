import type { ExportColumn } from "../export/export-texts";
import type { LanguageColumn } from "../export/language-columns";
import { mapHeaders } from "./import-columns";
import type { ImportRow } from "./import-plan";
import type { WorkbookTables } from "./read-workbook";

/** The rows of every sheet by column, each sheet's columns named by its header row in the file's language (`languages`: the other languages' text columns). */
export function sheetRows(tables: WorkbookTables, headers: Record<ExportColumn, string>, languages: [LanguageColumn, string][] = []): ImportRow[] {
  return tables.sheets.flatMap((sheet) => {
    const columns = mapHeaders(sheet.header, headers, languages);
    const named = Object.fromEntries([...columns].map(([key, index]) => [key, sheet.header[index]]));
    const section = tables.meta?.sections.get(sheet.name) ?? null;
    return sheet.rows.map((line) => ({
      sheet: sheet.name,
      row: line.row,
      section,
      cells: Object.fromEntries([...columns].map(([key, index]) => [key, line.cells[index] ?? ""])),
      headers: named,
    }));
  });
}
