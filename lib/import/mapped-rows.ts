import type { MappedColumn } from "../schemas/menu-import";
import type { ImportColumn } from "./import-columns";
import type { CurrentItem, CurrentMenu, ImportRow } from "./import-plan";
import type { SheetTable } from "./read-workbook";
import { folded } from "./folded";

/** "Супы/Горячие" names the category the export writes "Супы / Горячие". */
const foldedPath = (text: string) => folded(text).replace(/\s*\/\s*/g, " / ");
/** "1 250,50" as Russian Excel writes it reads "1250.50". */
const decimal = (text: string) => text.replace(/[\s\u00a0\u202f]/g, "").replace(",", ".");
const DECIMAL_COLUMNS: ReadonlySet<ImportColumn> = new Set(["portion", "price"]);
const KEPT_COLUMNS = ["title", "description", "hidden", "ageRestricted"] as const;
const PORTION_COLUMNS = ["portion", "unit", "price"] as const;

interface Place {
  section: number;
  categoryId: number;
  path: string;
}

/** Where a category path names a category of the menu, in any section, by its folded text. */
function categoryIndex(menu: CurrentMenu): Map<string, Place> {
  const index = new Map<string, Place>();
  for (const [section, paths] of menu.categories) for (const [path, categoryId] of paths) if (!index.has(foldedPath(path))) index.set(foldedPath(path), { section, categoryId, path });
  return index;
}

/**
 * The rows of a file of any layout, read through the owner's `mapping`: each row goes to the category its path
 * names in any section; a row whose title is already an item of that category is keyed to it (its portions in
 * order), and the columns the file lacks keep what the item has, so an unchanged row plans no change.
 */
export function mappedRows(table: SheetTable, mapping: (MappedColumn | null)[], menu: CurrentMenu): ImportRow[] {
  const categories = categoryIndex(menu);
  const byTitle = new Map<string, CurrentItem>();
  for (const item of menu.items.values()) {
    const key = JSON.stringify([item.categoryId, folded(String(item.rows[0]?.title ?? ""))]);
    if (!byTitle.has(key)) byTitle.set(key, item);
  }
  const headers = Object.fromEntries(mapping.flatMap((column, index) => (column ? [[column, table.header[index] ?? column]] : [])));
  const portionsSeen = new Map<number, number>();
  return table.rows.map((line) => {
    const cells: Partial<Record<ImportColumn, string>> = {};
    mapping.forEach((column, index) => {
      if (!column) return;
      const text = line.cells[index] ?? "";
      cells[column] = DECIMAL_COLUMNS.has(column) ? decimal(text) : text;
    });
    const place = categories.get(foldedPath(cells.categoryPath ?? ""));
    const row: ImportRow = { sheet: table.name, row: line.row, section: place?.section ?? null, cells, headers };
    if (place) cells.categoryPath = place.path;
    const item = place ? byTitle.get(JSON.stringify([place.categoryId, folded(cells.title ?? "")])) : undefined;
    if (!item || !cells.title?.trim()) return row;
    const text = (value: string | number | null | undefined) => (value === null || value === undefined ? "" : String(value));
    for (const column of KEPT_COLUMNS) if (!(column in cells)) cells[column] = text(item.rows[0]![column]);
    cells.itemKey = String(item.id);
    const order = portionsSeen.get(item.id) ?? 0;
    portionsSeen.set(item.id, order + 1);
    const portion = item.portions[order];
    if (portion?.id === undefined) return row;
    cells.portionKey = String(portion.id);
    for (const column of PORTION_COLUMNS) if (!(column in cells)) cells[column] = text(item.rows[order]?.[column]);
    return row;
  });
}
