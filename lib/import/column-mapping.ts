import type { ExportColumn } from "../export/export-texts";
import { MAPPED_COLUMNS, type MappedColumn } from "../schemas/menu-import";
import { folded } from "./folded";

/** What a remembered mapping says of a column the owner chose to ignore. */
const IGNORED = "ignore";

/** Header text → column (or "ignore"), as a store remembers it from its last import of a file of its own layout. */
export type RememberedMapping = Record<string, string>;

/**
 * What each column of a file is, guessed: the store's remembered mapping by header text first, then the export's
 * header in any of `headers` (its languages) or a column's own key; a column is named once, the first header wins.
 */
export function guessMapping(header: string[], remembered: RememberedMapping | null, headers: Record<ExportColumn, string>[]): (MappedColumn | null)[] {
  const known = new Map<string, MappedColumn>();
  for (const column of MAPPED_COLUMNS) {
    known.set(folded(column), column);
    for (const texts of headers) known.set(folded(texts[column]), column);
  }
  const recalled = new Map(Object.entries(remembered ?? {}).map(([text, column]) => [folded(text), column]));
  const taken = new Set<MappedColumn>();
  return header.map((text) => {
    const fromMemory = recalled.get(folded(text));
    if (fromMemory === IGNORED) return null;
    const column = fromMemory && (MAPPED_COLUMNS as readonly string[]).includes(fromMemory) ? (fromMemory as MappedColumn) : known.get(folded(text));
    if (!column || taken.has(column)) return null;
    taken.add(column);
    return column;
  });
}

/** The mapping to remember: what each column with a header is, by its header text. */
export function mappingToRemember(header: string[], mapping: (MappedColumn | null)[]): RememberedMapping {
  return Object.fromEntries(header.flatMap((text, index) => (text.trim() ? [[text.trim(), mapping[index] ?? IGNORED]] : [])));
}
