import type { ImportColumn } from "./import-columns";
import type { ImportRow, ImportWords } from "./import-plan";
import { canonicalDecimal } from "./same-cell";
import { folded } from "./folded";

/**
 * What a row names, for telling a repeated row: an existing portion by its item and portion keys; otherwise a portion
 * by its weight and unit of the item its key names, or of the new item its category path and title name. The column
 * is where a repeat shows.
 */
export function rowIdentity(row: ImportRow, words: ImportWords): { identity: string; column: ImportColumn } {
  const cell = (column: ImportColumn) => (row.cells[column] ?? "").trim();
  const itemKey = cell("itemKey");
  const portionKey = cell("portionKey");
  if (itemKey && portionKey) return { identity: JSON.stringify(["portion", Number(itemKey), Number(portionKey)]), column: "portionKey" };
  const item = itemKey ? ["item", Number(itemKey)] : ["new", row.section, cell("categoryPath"), folded(cell("title"))];
  const portion = [canonicalDecimal(cell("portion")), words.unit(cell("unit")) ?? folded(cell("unit"))];
  return { identity: JSON.stringify([...item, ...portion]), column: itemKey ? "portion" : "title" };
}
