import { zItemText, zPortion } from "../schemas/items";
import type { ImportColumn } from "./import-columns";
import type { CurrentItem, CurrentMenu, ImportPlan, ImportRow, ImportWords, ItemUpdate, PortionPlan, Refusal, RefusalReason, SoldOutPlan } from "./import-plan";
import { DIETARY_COLUMNS, type DietaryCells } from "./read-dietary";
import { folded } from "./folded";
import { readTranslations } from "./read-translations";
import { rowIdentity } from "./row-identity";
import { sameCell } from "./same-cell";
import { zodRefusals } from "./zod-refusals";

const PORTION_COLUMNS: Record<string, ImportColumn> = { weight: "portion", unit: "unit", price: "price" };
const TEXT_COLUMNS: Record<string, ImportColumn> = { title: "title", description: "description" };
const KEY = /^\d{1,15}$/;

const cell = (row: ImportRow, column: ImportColumn) => (row.cells[column] ?? "").trim();
const refusal = (row: ImportRow, column: ImportColumn | null, reason: RefusalReason): Refusal => ({
  sheet: row.sheet,
  row: row.row,
  column: column ? (row.headers[column] ?? column) : null,
  reason,
});
const isBlank = (row: ImportRow) => Object.values(row.cells).every((value) => !value?.trim());
const hasPortion = (row: ImportRow) => Boolean(cell(row, "portion") || cell(row, "unit") || cell(row, "price"));

export interface PlanOptions {
  /** remove the items and portions the file has no row for */
  deleteMissing: boolean;
  /** whether the file was exported with hidden items: if not, a hidden item without a row is not missing */
  includesHidden: boolean;
}

interface Portions {
  list: PortionPlan[];
  refused: Refusal[];
}

/** The rows' portions checked as the item form checks them. */
function readPortions(rows: ImportRow[], words: ImportWords, ids: (row: ImportRow) => number | undefined): Portions {
  const refused: Refusal[] = [];
  const list: PortionPlan[] = [];
  for (const row of rows.filter(hasPortion)) {
    const unit = words.unit(cell(row, "unit"));
    if (!unit) {
      refused.push(refusal(row, "unit", cell(row, "unit") ? "unknownUnit" : "required"));
      continue;
    }
    const parsed = zPortion.safeParse({ id: ids(row), weight: cell(row, "portion"), unit, price: cell(row, "price") });
    if (parsed.success) list.push({ id: parsed.data.id, weight: parsed.data.weight, unit, price: parsed.data.price });
    else refused.push(...zodRefusals(row, parsed.error.issues, PORTION_COLUMNS));
  }
  return { list, refused };
}

function readFlag(row: ImportRow, column: "hidden" | "ageRestricted" | "soldOut", words: ImportWords, refused: Refusal[]): boolean | null {
  const value = words.flag(cell(row, column));
  if (value === null) refused.push(refusal(row, column, "invalidValue"));
  return value;
}

/** The row's dietary marks; a column the file lacks keeps what the export writes now (`written`). */
function readDietary(row: ImportRow, words: ImportWords, refused: Refusal[], written?: CurrentItem["rows"][number]) {
  const cells: DietaryCells = {};
  for (const column of DIETARY_COLUMNS) cells[column] = column in row.headers ? cell(row, column) : String(written?.[column] ?? "");
  const reading = words.dietary(cells);
  if ("dietary" in reading) return reading.dietary;
  refused.push(refusal(row, reading.invalid, "invalidValue"));
  return null;
}

function readTexts(row: ImportRow, refused: Refusal[]) {
  const parsed = zItemText.safeParse({ title: row.cells.title ?? "", description: row.cells.description ?? "" });
  if (parsed.success) return parsed.data;
  refused.push(...zodRefusals(row, parsed.error.issues, TEXT_COLUMNS));
  return null;
}

/**
 * What the sold-out column of an item's rows changes: nothing while every row says what the export writes now;
 * otherwise the whole item when every row, one for each of its portions, says sold out, or else each portion as its row says.
 */
function planSoldOut(item: CurrentItem, rows: ImportRow[], words: ImportWords, refused: Refusal[]): SoldOutPlan | null {
  const read = rows.map((row) => readFlag(row, "soldOut", words, refused));
  if (read.some((value) => value === null)) return null;
  const written = rows.map((row) => {
    const key = cell(row, "portionKey");
    const entry = item.rows.find((each) => String(each.portionKey ?? "") === key);
    return entry ? words.flag(String(entry.soldOut)) : false;
  });
  if (read.every((value, index) => value === written[index])) return null;
  const whole = read.every(Boolean) && item.portions.every((portion) => rows.some((row) => cell(row, "portionKey") === String(portion.id)));
  const portions = rows.flatMap((row, index): SoldOutPlan["portions"] => (whole || !KEY.test(cell(row, "portionKey")) ? [] : [[Number(cell(row, "portionKey")), read[index]!]]));
  return { item: whole, portions };
}

/** What the file changes on one item of the menu; null when it changes nothing. */
function planUpdate(item: CurrentItem, rows: ImportRow[], words: ImportWords, options: PlanOptions, missing: ImportPlan["missing"]): { update: ItemUpdate | null; refused: Refusal[] } {
  const refused: Refusal[] = [];
  const first = rows[0]!;
  const written = item.rows[0]!;
  const update: ItemUpdate = { itemId: item.id };
  const titleChanged = !sameCell(first.cells.title, written.title);
  const descriptionChanged = !sameCell(first.cells.description, written.description);
  if (titleChanged || descriptionChanged) {
    const texts = readTexts(first, refused);
    if (texts && titleChanged) {
      if (!texts.title) refused.push(refusal(first, "title", "required"));
      update.title = texts.title;
    }
    if (texts && descriptionChanged) update.description = texts.description;
  }
  const translations = readTranslations(first, written, refused);
  if (Object.keys(translations).length > 0) update.translations = translations;
  for (const column of ["hidden", "ageRestricted"] as const) {
    const value = readFlag(first, column, words, refused);
    if (value !== null && value !== words.flag(String(written[column]))) update[column] = value;
  }
  if (DIETARY_COLUMNS.some((column) => column in first.headers && !sameCell(first.cells[column], written[column], column === "spicy" || column === "calories"))) {
    const dietary = readDietary(first, words, refused, written);
    const now = words.dietary(Object.fromEntries(DIETARY_COLUMNS.map((column) => [column, String(written[column] ?? "")])));
    if (dietary && !("dietary" in now && JSON.stringify(now.dietary) === JSON.stringify(dietary))) update.dietary = dietary;
  }
  if ("soldOut" in first.headers) {
    const soldOut = planSoldOut(item, rows, words, refused);
    if (soldOut) update.soldOut = soldOut;
  }
  const seen = new Set<number>();
  let portionsChanged = false;
  for (const row of rows) {
    const key = cell(row, "portionKey");
    if (!key) {
      portionsChanged ||= hasPortion(row);
      continue;
    }
    const id = Number(key);
    const index = item.rows.findIndex((entry) => entry.portionKey === id);
    if (!KEY.test(key) || index < 0) {
      refused.push(refusal(row, "portionKey", "unknownKey"));
      continue;
    }
    seen.add(id);
    const wrote = item.rows[index]!;
    const sameUnit = words.unit(cell(row, "unit")) === item.portions[index]?.unit;
    if (!sameUnit || !sameCell(row.cells.portion, wrote.portion, true) || !sameCell(row.cells.price, wrote.price, true)) portionsChanged = true;
  }
  const absent = item.portions.filter((portion) => portion.id !== undefined && !seen.has(portion.id));
  for (const portion of absent) missing.push({ itemId: item.id, portionId: portion.id ?? null, title: String(written.title ?? "") });
  if (absent.length > 0 && options.deleteMissing) portionsChanged = true;
  if (portionsChanged) {
    const read = readPortions(rows, words, (row) => (cell(row, "portionKey") ? Number(cell(row, "portionKey")) : undefined));
    refused.push(...read.refused);
    update.portions = options.deleteMissing ? read.list : [...read.list, ...absent];
  }
  if (refused.length > 0) return { update: null, refused };
  return { update: Object.keys(update).length > 1 ? update : null, refused };
}

/**
 * What importing `rows` would do to `menu` (the store's items as the export writes them in the file's
 * language): rows keyed to an item update it where a cell differs from what the export writes now,
 * rows without keys create items in the category their path names, rows failing the item form's
 * checks are refused with the form's reason, a row repeating an earlier one as a duplicate (the earlier one is planned);
 * items of the file's sections without rows are missing.
 */
export function planImport(rows: ImportRow[], menu: CurrentMenu, words: ImportWords, options: PlanOptions): ImportPlan {
  const plan: ImportPlan = { create: [], update: [], unchanged: 0, refused: [], missing: [] };
  const keyed = new Map<number, ImportRow[]>();
  const fresh = new Map<string, ImportRow[]>();
  const sections = new Set<number>();
  const named = new Set<string>();
  for (const row of rows) {
    if (isBlank(row)) continue;
    if (row.section !== null) sections.add(row.section);
    const key = cell(row, "itemKey");
    if (key && (!KEY.test(key) || !menu.items.has(Number(key)))) {
      plan.refused.push(refusal(row, "itemKey", "unknownKey"));
      continue;
    }
    const { identity, column } = rowIdentity(row, words);
    if (named.has(identity)) {
      plan.refused.push(refusal(row, column, "duplicate"));
      continue;
    }
    named.add(identity);
    if (key) {
      keyed.set(Number(key), [...(keyed.get(Number(key)) ?? []), row]);
      continue;
    }
    const group = JSON.stringify([row.section, cell(row, "categoryPath"), folded(cell(row, "title"))]);
    fresh.set(group, [...(fresh.get(group) ?? []), row]);
  }
  for (const [id, itemRows] of keyed) {
    const { update, refused } = planUpdate(menu.items.get(id)!, itemRows, words, options, plan.missing);
    plan.refused.push(...refused);
    if (update) plan.update.push(update);
    else if (refused.length === 0) plan.unchanged += 1;
  }
  for (const item of menu.items.values()) {
    if (sections.has(item.section) && !keyed.has(item.id) && (options.includesHidden || !item.hidden)) plan.missing.push({ itemId: item.id, portionId: null, title: String(item.rows[0]?.title ?? "") });
  }
  for (const itemRows of fresh.values()) {
    const refused: Refusal[] = [];
    const first = itemRows[0]!;
    const categoryId = first.section === null ? undefined : menu.categories.get(first.section)?.get(cell(first, "categoryPath"));
    if (categoryId === undefined) refused.push(refusal(first, "categoryPath", "unknownCategory"));
    const texts = readTexts(first, refused);
    if (texts && !texts.title) refused.push(refusal(first, "title", "required"));
    const taken = [...menu.items.values()].some((item) => item.categoryId === categoryId && sameCell(texts?.title, item.rows[0]?.title ?? null));
    if (texts?.title && taken) refused.push(refusal(first, "title", "duplicate"));
    const hidden = readFlag(first, "hidden", words, refused);
    const ageRestricted = readFlag(first, "ageRestricted", words, refused);
    const translations = readTranslations(first, undefined, refused);
    const soldOut = "soldOut" in first.headers && itemRows.map((row) => readFlag(row, "soldOut", words, refused)).every(Boolean);
    const dietary = readDietary(first, words, refused);
    const portions = readPortions(itemRows, words, () => undefined);
    refused.push(...portions.refused);
    if (portions.refused.length === 0 && portions.list.length === 0) refused.push(refusal(first, "price", "priceAndWeightRequired"));
    if (refused.length > 0 || !texts || !dietary || categoryId === undefined) {
      plan.refused.push(...refused);
      continue;
    }
    plan.create.push({ sheet: first.sheet, row: first.row, categoryId, title: texts.title, description: texts.description, hidden: hidden ?? false, ageRestricted: ageRestricted ?? false, dietary, portions: portions.list, soldOut, translations });
  }
  plan.refused.sort((a, b) => a.sheet.localeCompare(b.sheet) || a.row - b.row);
  return plan;
}
