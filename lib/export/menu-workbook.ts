import ExcelJS from "exceljs";
import { markdownToPlainText } from "../domain/plain-text";
import { formatMoney, spreadsheetMoneyFormat } from "../i18n/money";
import { scheduleText } from "../domain/day-range";
import { EXPORT_COLUMNS, type ExportColumn, type ExportTexts } from "./export-texts";
import { dietaryNames } from "./dietary-words";
import type { ExportCategory, ExportItem, MenuDocument } from "./menu-document";

type Row = Record<ExportColumn, string | number | null>;

const MAX_WIDTH: Partial<Record<ExportColumn, number>> = { description: 60, categoryPath: 40, title: 40, schedule: 36, contains: 40, mayContain: 40, diets: 36, badges: 30 };
/** Whole numbers with grouping: Excel shows the separators of the reader's own language. */
const WHOLE_NUMBER = "#,##0";
const MIN_WIDTH = 6;
/** Characters Excel may not show in a sheet name, and its length limit. */
const SHEET_NAME_FORBIDDEN = /[[\]:*?/\\]/g;
const SHEET_NAME_MAX = 31;

function weightNumber(weight: string | null): number | null {
  if (weight === null || weight === "") return null;
  const value = Number(weight);
  return Number.isFinite(value) ? value : null;
}

function itemRows(item: ExportItem, category: ExportCategory, texts: ExportTexts): Row[] {
  const names = dietaryNames(item.dietary, texts.dietary);
  const shared = {
    categoryPath: category.path.join(" / ") || null,
    title: item.title,
    description: markdownToPlainText(item.description) || null,
    hidden: item.hidden || category.hidden ? texts.yes : texts.no,
    ageRestricted: item.ageRestricted || category.ageRestricted ? texts.yes : texts.no,
    schedule: scheduleText(item.schedule, texts) || scheduleText(category.schedule, texts) || null,
    contains: names.contains || null,
    mayContain: names.mayContain || null,
    diets: names.diets || null,
    spicy: item.dietary.spicy > 0 ? item.dietary.spicy : null,
    calories: item.dietary.calories,
    badges: names.badges || null,
  };
  if (item.portions.length === 0) return [{ ...shared, portion: null, unit: null, price: null }];
  return item.portions.map((portion) => ({
    ...shared,
    portion: weightNumber(portion.weight),
    unit: texts.units.name(portion.unit),
    price: Number(portion.price),
  }));
}

function sheetName(name: string, taken: Set<string>): string {
  const base = name.replace(SHEET_NAME_FORBIDDEN, " ").trim().slice(0, SHEET_NAME_MAX) || "Menu";
  let candidate = base;
  for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) candidate = `${base.slice(0, SHEET_NAME_MAX - String(n).length - 1)} ${n}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

const displayLength = (value: unknown) => (value === null || value === undefined ? 0 : [...String(value)].reduce((sum, char) => sum + ((char.codePointAt(0) ?? 0) > 0x2e80 ? 2 : 1), 0));

/**
 * The menu as an Excel workbook: one sheet per section, one row per portion (an item without
 * portions gets one row), prices as numbers in the money format of the export's language; header frozen, filters on,
 * columns as wide as their texts; sheets laid out right to left for right-to-left languages.
 */
export async function menuWorkbook(document: MenuDocument, texts: ExportTexts): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = document.venue.name;
  const taken = new Set<string>();
  const format = spreadsheetMoneyFormat(document.currency, texts.locale);
  for (const section of document.sections) {
    const sheet = workbook.addWorksheet(sheetName(section.name, taken), {
      views: [{ state: "frozen", ySplit: 1, rightToLeft: document.direction === "rtl" }],
    });
    sheet.columns = EXPORT_COLUMNS.map((key) => ({ key, header: texts.columns[key] }));
    const rows = section.categories.flatMap((category) => category.items.flatMap((item) => itemRows(item, category, texts)));
    sheet.addRows(rows);
    sheet.getRow(1).font = { bold: true };
    sheet.getColumn("price").numFmt = format;
    sheet.getColumn("calories").numFmt = WHOLE_NUMBER;
    sheet.getColumn("spicy").numFmt = WHOLE_NUMBER;
    sheet.getColumn("description").alignment = { wrapText: true, vertical: "top" };
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: Math.max(1, rows.length + 1), column: EXPORT_COLUMNS.length } };
    for (const key of EXPORT_COLUMNS) {
      const column = sheet.getColumn(key);
      const shown = rows.map((row) => (key === "price" && typeof row.price === "number" ? formatMoney(row.price, document.currency, texts.locale) : row[key]));
      // the header also carries the filter's drop-down button
      const widest = Math.max(displayLength(texts.columns[key]) + 3, ...shown.map(displayLength));
      column.width = Math.min(MAX_WIDTH[key] ?? 24, Math.max(MIN_WIDTH, widest + 1));
    }
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

