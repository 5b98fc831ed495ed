import { languageColumn, readLanguageColumn } from "../export/language-columns";
import type { WorkbookRow } from "../export/workbook-rows";
import { zItemText } from "../schemas/items";
import type { ImportRow, Refusal, TranslationsPlan } from "./import-plan";
import { sameCell } from "./same-cell";
import { zodRefusals } from "./zod-refusals";

/**
 * The titles and descriptions a row's other-language columns change from what the export wrote (`written`; none for
 * a new item), checked as the item form checks them: an emptied cell changes nothing, a description needs a title.
 */
export function readTranslations(row: ImportRow, written: WorkbookRow | undefined, refused: Refusal[]): TranslationsPlan {
  const plan: TranslationsPlan = {};
  const locales = new Set(Object.keys(row.headers).flatMap((key) => readLanguageColumn(key)?.locale ?? []));
  for (const locale of locales) {
    const columns = { title: languageColumn("title", locale), description: languageColumn("description", locale) };
    const was = (field: "title" | "description") => written?.[columns[field]] ?? null;
    const changed = (field: "title" | "description") => Boolean(row.cells[columns[field]]?.trim()) && !sameCell(row.cells[columns[field]], was(field));
    if (!changed("title") && !changed("description")) continue;
    const text = (field: "title" | "description") => (changed(field) ? row.cells[columns[field]]! : String(was(field) ?? ""));
    const parsed = zItemText.safeParse({ title: text("title"), description: text("description") });
    if (!parsed.success) {
      refused.push(...zodRefusals(row, parsed.error.issues, columns));
      continue;
    }
    if (!parsed.data.title) {
      refused.push({ sheet: row.sheet, row: row.row, column: row.headers[columns.title] ?? columns.title, reason: "required" });
      continue;
    }
    plan[locale] = {
      ...(changed("title") ? { title: parsed.data.title } : {}),
      ...(changed("description") ? { description: parsed.data.description } : {}),
    };
  }
  return plan;
}
