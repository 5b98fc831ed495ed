import ExcelJS from "exceljs";
import { IMPORT_FORMAT, META_SHEET } from "../export/workbook-meta";
import { cellText } from "./cell-text";

/** A sheet as text: its header row and its other rows, numbered as the spreadsheet numbers them. */
export interface SheetTable {
  name: string;
  header: string[];
  rows: { row: number; cells: string[] }[];
}

/** What an exported workbook's hidden sheet says: its texts' language and each sheet's section (null for any other workbook). */
export interface WorkbookMeta {
  locale: string;
  /** whether the export included hidden items */
  includesHidden: boolean;
  sections: Map<string, number>;
}

export interface WorkbookTables {
  meta: WorkbookMeta | null;
  sheets: SheetTable[];
}

export class NotASpreadsheet extends Error {}

function sheetTable(sheet: ExcelJS.Worksheet): SheetTable {
  const texts = (row: ExcelJS.Row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      cells[column - 1] = cellText(cell.value).trim() === "" ? "" : cellText(cell.value);
    });
    return Array.from(cells, (cell) => cell ?? "");
  };
  const table: SheetTable = { name: sheet.name, header: [], rows: [] };
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (table.header.length === 0 && number === 1) table.header = texts(row);
    else if (number > 1) table.rows.push({ row: number, cells: texts(row) });
  });
  return table;
}

function readMeta(sheet: ExcelJS.Worksheet | undefined): WorkbookMeta | null {
  if (!sheet) return null;
  const lines = sheet.getSheetValues().filter(Boolean).map((row) => (Array.isArray(row) ? row.slice(1).map((value) => cellText(value ?? null)) : []));
  const value = (key: string) => lines.find((line) => line[0] === key)?.[1];
  const locale = value("locale");
  if (value("format") !== IMPORT_FORMAT || !locale) return null;
  const sections = new Map<string, number>();
  for (const line of lines) if (line[0] === "section" && line[1] && Number.isSafeInteger(Number(line[2]))) sections.set(line[1], Number(line[2]));
  return { locale, includesHidden: value("hidden") === "1", sections };
}

/** The sheets of an .xlsx file as text; a file exceljs cannot read is NotASpreadsheet. */
export async function readWorkbook(bytes: Uint8Array): Promise<WorkbookTables> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as ExcelJS.Buffer);
  } catch {
    throw new NotASpreadsheet();
  }
  const meta = readMeta(workbook.getWorksheet(META_SHEET));
  const sheets = workbook.worksheets.filter((sheet) => sheet.name !== META_SHEET).map(sheetTable);
  return { meta, sheets };
}
