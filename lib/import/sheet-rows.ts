import type { ExportColumn } from "../export/export-texts";
import { mapHeaders } from "./import-columns";
import type { ImportRow } from "./import-plan";
import type { WorkbookTables } from "./read-workbook";

/** The rows of every sheet by column, each sheet's columns named by its header row in the file's language. */
export function sheetRows(tables: WorkbookTables, headers: Record<ExportColumn, string>): ImportRow[] {
  return tables.sheets.flatMap((sheet) => {
    const columns = mapHeaders(sheet.header, headers);
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
