import { describe, expect, it } from "vitest";
import { trimDecimal, type WeightUnit } from "@/lib/domain/portion-rules";
import { itemRows } from "@/lib/export/workbook-rows";
import type { CurrentMenu, ImportRow } from "@/lib/import/import-plan";
import { importWords } from "@/lib/import/import-words";
import { planImport } from "@/lib/import/plan-import";
import { documentOf, NOW, texts } from "../export/fixture";

/** The fixture's kitchen section as an import compares rows with it. */
function menuOf(): CurrentMenu {
  const section = documentOf().sections[0]!;
  const menu: CurrentMenu = { items: new Map(), categories: new Map([[section.id, new Map()]]) };
  for (const category of section.categories) {
    menu.categories.get(section.id)!.set(category.path.join(" / "), category.id);
    for (const item of category.items) {
      const portions = item.portions.map((portion) => ({ id: portion.id, weight: portion.weight === null ? "" : trimDecimal(portion.weight), unit: portion.unit as WeightUnit, price: portion.price }));
      menu.items.set(item.id, { id: item.id, section: section.id, categoryId: category.id, hidden: item.hidden || category.hidden, rows: itemRows(item, category, texts, NOW), portions });
    }
  }
  return menu;
}

let line = 1;
const row = (cells: ImportRow["cells"]): ImportRow => ({
  sheet: "Kitchen",
  row: (line += 1),
  section: 1,
  cells: { hidden: "no", ageRestricted: "no", ...cells },
  headers: { title: "Title", portion: "Portion", portionKey: "portionKey" },
});
const plan = (rows: ImportRow[]) => planImport(rows, menuOf(), importWords(texts), { deleteMissing: false, includesHidden: true });

describe("planImport duplicates", () => {
  it("refuses a second row naming the same item and portion keys, planning the first", () => {
    const first = row({ itemKey: "10", portionKey: "20", title: "Syrniki", portion: "220", unit: "g", price: "13" });
    const again = row({ itemKey: "10", portionKey: "20", title: "Syrniki", portion: "220", unit: "g", price: "14" });
    const other = row({ itemKey: "10", portionKey: "21", title: "Syrniki", portion: "330", unit: "g", price: "17" });
    const result = plan([first, again, other]);
    expect(result.refused).toEqual([{ sheet: "Kitchen", row: again.row, column: "portionKey", reason: "duplicate" }]);
    expect(result.update).toEqual([expect.objectContaining({ itemId: 10, portions: [expect.objectContaining({ id: 20, price: "13" }), expect.objectContaining({ id: 21 })] })]);
  });

  it("refuses a second new row with the same category, title, weight and unit, creating the item from the first", () => {
    const first = row({ categoryPath: "Breakfasts", title: "Pancakes", portion: "200", unit: "g", price: "9" });
    const bigger = row({ categoryPath: "Breakfasts", title: "Pancakes", portion: "300", unit: "g", price: "12" });
    const again = row({ categoryPath: "Breakfasts", title: " pancakes ", portion: "200.0", unit: "g", price: "10" });
    const result = plan([first, bigger, again]);
    expect(result.refused).toEqual([{ sheet: "Kitchen", row: again.row, column: "Title", reason: "duplicate" }]);
    expect(result.create).toEqual([expect.objectContaining({ title: "Pancakes", portions: [expect.objectContaining({ weight: "200", price: "9" }), expect.objectContaining({ weight: "300" })] })]);
  });

  it("plans new rows of the same title in different units or categories as no duplicates", () => {
    const grams = row({ categoryPath: "Breakfasts", title: "Pancakes", portion: "200", unit: "g", price: "9" });
    const pieces = row({ categoryPath: "Breakfasts", title: "Pancakes", portion: "200", unit: "pcs", price: "9" });
    const elsewhere = row({ categoryPath: "Breakfasts / Porridge", title: "Pancakes", portion: "200", unit: "g", price: "9" });
    const result = plan([grams, pieces, elsewhere]);
    expect(result.refused).toEqual([]);
    expect(result.create.map((created) => created.portions.length)).toEqual([2, 1]);
  });
});
