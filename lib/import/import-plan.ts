import type { REFUSAL_REASONS } from "../schemas/menu-import";
import type { WeightUnit } from "../domain/portion-rules";
import type { WorkbookRow } from "../export/workbook-rows";
import type { Dietary } from "../domain/dietary";
import type { ImportColumn } from "./import-columns";
import type { DietaryCells, DietaryReading } from "./read-dietary";

/** Why a row was refused: the form's error keys (menuAdmin.errors) and the import's own (menuAdmin.import.reasons). */
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

export interface Refusal {
  sheet: string;
  row: number;
  /** the column's header in the file */
  column: string | null;
  reason: RefusalReason;
  /** the limit of `maxLength` */
  num?: number;
}

/** A row of a sheet, its cells by column; `section` is the category id of the sheet's menu section when known. */
export interface ImportRow {
  sheet: string;
  row: number;
  section: number | null;
  cells: Partial<Record<ImportColumn, string>>;
  headers: Partial<Record<ImportColumn, string>>;
}

export interface PortionPlan {
  id?: number;
  weight: string;
  unit: WeightUnit;
  price: string;
}

/** Sold out until the next opening (true) or available (false): the whole item, or else each of these portions. */
export interface SoldOutPlan {
  item: boolean;
  portions: [portionId: number, soldOut: boolean][];
}

/** Titles and descriptions in other languages, by language, written as the owner's own: a field left out stays. */
export type TranslationsPlan = Record<string, { title?: string; description?: string }>;

export interface ItemUpdate {
  itemId: number;
  translations?: TranslationsPlan;
  soldOut?: SoldOutPlan;
  title?: string;
  description?: string;
  hidden?: boolean;
  ageRestricted?: boolean;
  dietary?: Dietary;
  portions?: PortionPlan[];
}

export interface ItemCreate {
  sheet: string;
  row: number;
  categoryId: number;
  title: string;
  description: string;
  hidden: boolean;
  ageRestricted: boolean;
  dietary: Dietary;
  portions: PortionPlan[];
  /** every row of the new item says sold out */
  soldOut: boolean;
  translations: TranslationsPlan;
}

/** An item or portion of the menu the file has no row for. */
export interface Missing {
  itemId: number;
  portionId: number | null;
  title: string;
}

export interface ImportPlan {
  create: ItemCreate[];
  update: ItemUpdate[];
  unchanged: number;
  refused: Refusal[];
  missing: Missing[];
}

/** An item of the store as the export writes it now, in the file's language. */
export interface CurrentItem {
  id: number;
  section: number;
  categoryId: number;
  /** hidden from guests, itself or by its category */
  hidden: boolean;
  rows: WorkbookRow[];
  /** as stored, weights without trailing zeros ("" when none) */
  portions: PortionPlan[];
}

export interface CurrentMenu {
  items: Map<number, CurrentItem>;
  /** per section: a category's path as the export writes it ("" for the section itself) → its id */
  categories: Map<number, Map<string, number>>;
}

/** The file language's words a cell may hold for yes and no, for the units and for the dietary marks. */
export interface ImportWords {
  flag(text: string): boolean | null;
  unit(text: string): WeightUnit | null;
  /** allergens, diets, spiciness, calories and badges from their cells */
  dietary(cells: DietaryCells): DietaryReading;
}
