import { markdownToPlainText } from "../domain/plain-text";
import { scheduleText } from "../domain/day-range";
import { soldOutAt } from "../domain/sold-out";
import type { ExportColumn, ExportTexts } from "./export-texts";
import { dietaryNames } from "./dietary-words";
import { languageColumn, type LanguageColumn } from "./language-columns";
import type { ExportCategory, ExportItem } from "./menu-document";

/** Hidden columns of the workbook: the ids an import matches its rows by. Their headers are these keys. */
export const KEY_COLUMNS = ["itemKey", "portionKey"] as const;
export type KeyColumn = (typeof KEY_COLUMNS)[number];

/** The store's other content languages, and its items' stored texts in them by item id. */
export interface OtherLanguages {
  locales: string[];
  texts: Map<number, Partial<Record<string, { title: string; description: string }>>>;
}

export type WorkbookCell = string | number | null;
export type WorkbookRow = Record<ExportColumn | KeyColumn, WorkbookCell> & Partial<Record<LanguageColumn, WorkbookCell>>;

function weightNumber(weight: string | null): number | null {
  if (weight === null || weight === "") return null;
  const value = Number(weight);
  return Number.isFinite(value) ? value : null;
}

/**
 * An item's rows as the workbook writes them: one per portion, one for an item without portions; a row is sold out
 * at `now` (epoch ms) when its portion or the whole item is; `languages` adds its title and description in each of them.
 */
export function itemRows(item: ExportItem, category: ExportCategory, texts: ExportTexts, now: number, languages?: OtherLanguages): WorkbookRow[] {
  const itemSoldOut = soldOutAt(item.soldOutUntil, now);
  const flag = (value: boolean) => (value ? texts.yes : texts.no);
  const names = dietaryNames(item.dietary, texts.dietary);
  const shared = {
    itemKey: item.id,
    categoryPath: category.path.join(" / ") || null,
    title: item.title,
    description: markdownToPlainText(item.description) || null,
    hidden: item.hidden || category.hidden ? texts.yes : texts.no,
    ageRestricted: item.ageRestricted || category.ageRestricted ? texts.yes : texts.no,
    soldOut: flag(itemSoldOut),
    schedule: scheduleText(item.schedule, texts) || scheduleText(category.schedule, texts) || null,
    contains: names.contains || null,
    mayContain: names.mayContain || null,
    diets: names.diets || null,
    spicy: item.dietary.spicy > 0 ? item.dietary.spicy : null,
    calories: item.dietary.calories,
    badges: names.badges || null,
    ...Object.fromEntries(
      (languages?.locales ?? []).flatMap((locale) => {
        const own = languages?.texts.get(item.id)?.[locale];
        return [
          [languageColumn("title", locale), own?.title || null],
          [languageColumn("description", locale), markdownToPlainText(own?.description ?? "") || null],
        ];
      }),
    ),
  };
  if (item.portions.length === 0) return [{ ...shared, portionKey: null, portion: null, unit: null, price: null }];
  return item.portions.map((portion) => ({
    ...shared,
    portionKey: portion.id ?? null,
    portion: weightNumber(portion.weight),
    unit: texts.units.name(portion.unit),
    price: Number(portion.price),
    soldOut: flag(itemSoldOut || soldOutAt(portion.soldOutUntil, now)),
  }));
}
