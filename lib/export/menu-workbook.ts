import ExcelJS from "exceljs";
import { formatMoney, spreadsheetMoneyFormat } from "../i18n/money";
import { EXPORT_COLUMNS, type ExportColumn, type ExportTexts } from "./export-texts";
import type { MenuDocument } from "./menu-document";
import { languageHeaders, readLanguageColumn, type LanguageColumn } from "./language-columns";
import { itemRows, KEY_COLUMNS, type OtherLanguages } from "./workbook-rows";
import { IMPORT_FORMAT, META_SHEET } from "./workbook-meta";

const MAX_WIDTH: Partial<Record<ExportColumn, number>> = { description: 60, categoryPath: 40, title: 40, schedule: 36, contains: 40, mayContain: 40, diets: 36, badges: 30 };
/** Whole numbers with grouping: Excel shows the separators of the reader's own language. */
const WHOLE_NUMBER = "#,##0";
const MIN_WIDTH = 6;
/** Characters Excel may not show in a sheet name, and its length limit. */
const SHEET_NAME_FORBIDDEN = /[[\]:*?/\\]/g;
const SHEET_NAME_MAX = 31;

function sheetName(name: string, taken: Set<string>): string {
  const base = name.replace(SHEET_NAME_FORBIDDEN, " ").trim().slice(0, SHEET_NAME_MAX) || "Menu";
  let candidate = base;
  for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) candidate = `${base.slice(0, SHEET_NAME_MAX - String(n).length - 1)} ${n}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

const displayLength = (value: unknown) => (value === null || value === undefined ? 0 : [...String(value)].reduce((sum, char) => sum + ((char.codePointAt(0) ?? 0) > 0x2e80 ? 2 : 1), 0));

export interface WorkbookOptions {
  /** whether the document includes hidden items */
  includeHidden?: boolean;
  /** the moment (epoch ms) the sold-out column tells of */
  now: number;
  /** the title and description columns of the store's other languages */
  languages?: OtherLanguages;
}

/**
 * The menu as an Excel workbook: one sheet per section, one row per portion (an item without
 * portions gets one row), prices as numbers in the money format of the export's language; header frozen, filters on,
 * columns as wide as their texts; sheets laid out right to left for right-to-left languages. Hidden key columns and a
 * hidden sheet naming the language and each sheet's section let the same file be imported back. The store's other
 * languages get a title and a description column each, after the file language's own.
 */
export async function menuWorkbook(document: MenuDocument, texts: ExportTexts, options: WorkbookOptions): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = document.venue.name;
  const taken = new Set<string>();
  const format = spreadsheetMoneyFormat(document.currency, texts.locale);
  const sections: [string, number][] = [];
  const inLanguages = languageHeaders(texts, options.languages?.locales ?? []);
  // the other languages' texts follow the file language's own
  const after = EXPORT_COLUMNS.indexOf("description") + 1;
  const columns: (ExportColumn | LanguageColumn)[] = [...EXPORT_COLUMNS.slice(0, after), ...inLanguages.map(([key]) => key), ...EXPORT_COLUMNS.slice(after)];
  const headers: Record<string, string> = { ...texts.columns, ...Object.fromEntries(inLanguages) };
  for (const section of document.sections) {
    const sheet = workbook.addWorksheet(sheetName(section.name, taken), {
      views: [{ state: "frozen", ySplit: 1, rightToLeft: document.direction === "rtl" }],
    });
    sheet.columns = [
      ...columns.map((key) => ({ key, header: headers[key] })),
      ...KEY_COLUMNS.map((key) => ({ key, header: key, hidden: true })),
    ];
    sections.push([sheet.name, section.id]);
    const rows = section.categories.flatMap((category) => category.items.flatMap((item) => itemRows(item, category, texts, options.now, options.languages)));
    sheet.addRows(rows);
    sheet.getRow(1).font = { bold: true };
    sheet.getColumn("price").numFmt = format;
    sheet.getColumn("calories").numFmt = WHOLE_NUMBER;
    sheet.getColumn("spicy").numFmt = WHOLE_NUMBER;
    sheet.getColumn("description").alignment = { wrapText: true, vertical: "top" };
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: Math.max(1, rows.length + 1), column: columns.length } };
    for (const key of columns) {
      const column = sheet.getColumn(key);
      const shown = rows.map((row) => (key === "price" && typeof row.price === "number" ? formatMoney(row.price, document.currency, texts.locale) : row[key]));
      // the header also carries the filter's drop-down button
      const widest = Math.max(displayLength(headers[key]) + 3, ...shown.map(displayLength));
      column.width = Math.min(MAX_WIDTH[readLanguageColumn(key)?.field ?? (key as ExportColumn)] ?? 24, Math.max(MIN_WIDTH, widest + 1));
    }
  }
  const meta = workbook.addWorksheet(META_SHEET, { state: "hidden" });
  meta.addRows([["format", IMPORT_FORMAT], ["locale", texts.locale], ["hidden", options.includeHidden ? 1 : 0], ...sections.map(([name, id]) => ["section", name, id])]);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

