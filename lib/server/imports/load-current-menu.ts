import "server-only";
import type { Db } from "../../db/types";
import { trimDecimal, type WeightUnit } from "../../domain/portion-rules";
import type { ExportTexts } from "../../export/export-texts";
import { itemRows } from "../../export/workbook-rows";
import type { CurrentMenu } from "../../import/import-plan";
import type { ContentLocale } from "../../i18n/locales";
import { loadExportDocument } from "../export/load-export-document";
import { loadOtherLanguages } from "../export/load-other-languages";

/** The store's whole menu, hidden items too, as the export writes it in `locale` (with its other languages' texts) at `now`: what an import compares its rows with. */
export async function loadCurrentMenu(db: Db, storeId: number, locale: ContentLocale, texts: ExportTexts, now: Date): Promise<CurrentMenu> {
  const [document, languages] = await Promise.all([loadExportDocument(db, storeId, { locale, includeHidden: true, withPhotos: false }), loadOtherLanguages(db, storeId, locale)]);
  const menu: CurrentMenu = { items: new Map(), categories: new Map() };
  for (const section of document.sections) {
    const paths = new Map<string, number>();
    menu.categories.set(section.id, paths);
    for (const category of section.categories) {
      // items go into a category or subcategory, never onto the section itself
      if (category.depth > 0) paths.set(category.path.join(" / "), category.id);
      for (const item of category.items) {
        menu.items.set(item.id, {
          id: item.id,
          section: section.id,
          categoryId: category.id,
          hidden: item.hidden || category.hidden,
          rows: itemRows(item, category, texts, now.getTime(), languages),
          portions: item.portions.map((portion) => ({
            id: portion.id,
            weight: portion.weight === null ? "" : trimDecimal(portion.weight),
            unit: portion.unit as WeightUnit,
            price: portion.price,
          })),
        });
      }
    }
  }
  return menu;
}
