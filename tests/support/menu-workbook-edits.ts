import ExcelJS from "exceljs";
import { EXPORT_COLUMNS, type ExportColumn } from "@/lib/export/export-texts";
import { KEY_COLUMNS, type KeyColumn } from "@/lib/export/workbook-rows";

type Column = ExportColumn | KeyColumn;

/** An exported menu workbook opened for editing as an owner would, by column key rather than header text. */
export async function openWorkbook(bytes: Uint8Array) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0]!;
  const index = (column: Column) => [...EXPORT_COLUMNS, ...KEY_COLUMNS].indexOf(column as never) + 1;
  return {
    workbook,
    sheet,
    get: (row: number, column: Column) => sheet.getRow(row).getCell(index(column)).value,
    set: (row: number, column: Column, value: ExcelJS.CellValue) => {
      sheet.getRow(row).getCell(index(column)).value = value;
    },
    /** appends a row with these cells, the others blank */
    add: (cells: Partial<Record<Column, ExcelJS.CellValue>>) => {
      const row = sheet.addRow([]);
      for (const [column, value] of Object.entries(cells)) row.getCell(index(column as Column)).value = value as ExcelJS.CellValue;
      return row.number;
    },
    bytes: async () => new Uint8Array(await workbook.xlsx.writeBuffer()),
  };
}
