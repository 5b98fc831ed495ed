import { readFileSync } from "node:fs";
import path from "node:path";
import ExcelJS from "exceljs";
import type { ExportColumn } from "@/lib/export/export-texts";
import { META_SHEET } from "@/lib/export/workbook-meta";
import type { KeyColumn } from "@/lib/export/workbook-rows";

/** A column by its key, or by its header text as written (a language column: "Title (en)"). */
type Column = ExportColumn | KeyColumn | (string & {});

/** The export's column headers in `locale`, as messages/{locale}/menu-export.json words them. */
export function exportHeaders(locale: string): Record<ExportColumn, string> {
  const file = path.join(process.cwd(), "messages", locale, "menu-export.json");
  return (JSON.parse(readFileSync(file, "utf8")) as { columns: Record<ExportColumn, string> }).columns;
}

/** An exported menu workbook opened for editing as an owner would, by column key (or header text) rather than position. */
export async function openWorkbook(bytes: Uint8Array) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0]!;
  const meta = workbook.getWorksheet(META_SHEET)!.getSheetValues().find((row) => Array.isArray(row) && row[1] === "locale") as unknown[];
  const headers = exportHeaders(String(meta[2]));
  const header = (sheet.getRow(1).values as unknown[]).map((value) => (value === undefined || value === null ? "" : String(value)));
  const index = (column: Column) => {
    const at = header.indexOf(headers[column as ExportColumn] ?? column);
    if (at < 1) throw new Error(`No column ${column} in the workbook`);
    return at;
  };
  return {
    workbook,
    sheet,
    /** where a column is, counted from 1 */
    column: index,
    get: (row: number, column: Column) => sheet.getRow(row).getCell(index(column)).value,
    set: (row: number, column: Column, value: ExcelJS.CellValue) => {
      sheet.getRow(row).getCell(index(column)).value = value;
    },
    /** appends a row with these cells, the others blank */
    add: (cells: Partial<Record<Column, ExcelJS.CellValue>>) => {
      const row = sheet.addRow([]);
      for (const [column, value] of Object.entries(cells)) row.getCell(index(column)).value = value as ExcelJS.CellValue;
      return row.number;
    },
    bytes: async () => new Uint8Array(await workbook.xlsx.writeBuffer()),
  };
}
