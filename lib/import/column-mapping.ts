import type { ExportTexts } from "../export/export-texts";
import { languageHeaders } from "../export/language-columns";
import { MAPPED_COLUMNS, type MappedColumn, zMappedColumn } from "../schemas/menu-import";
import { folded } from "./folded";

/** What a remembered mapping says of a column the owner chose to ignore. */
const IGNORED = "ignore";

/** Header text → column (or "ignore"), as a store remembers it from its last import of a file of its own layout. */
export type RememberedMapping = Record<string, string>;

/**
 * What each column of a file is, guessed: the store's remembered mapping by header text first, then the export's
 * header in any of `guides` (its interface languages, with the title and description columns of the store's other
 * `languages`) or a column's own key; a column is named once, the first header wins.
 */
export function guessMapping(header: string[], remembered: RememberedMapping | null, guides: Pick<ExportTexts, "columns" | "inLanguage">[], languages: string[] = []): (MappedColumn | null)[] {
  const known = new Map<string, MappedColumn>();
  for (const column of MAPPED_COLUMNS) {
    known.set(folded(column), column);
    for (const texts of guides) known.set(folded(texts.columns[column]), column);
  }
  for (const texts of guides) {
    for (const [column, text] of languageHeaders(texts, languages)) {
      known.set(folded(column), column as MappedColumn);
      known.set(folded(text), column as MappedColumn);
    }
  }
  const recalled = new Map(Object.entries(remembered ?? {}).map(([text, column]) => [folded(text), column]));
  const taken = new Set<MappedColumn>();
  return header.map((text) => {
    const fromMemory = recalled.get(folded(text));
    if (fromMemory === IGNORED) return null;
    const column = fromMemory && zMappedColumn.safeParse(fromMemory).success ? (fromMemory as MappedColumn) : known.get(folded(text));
    if (!column || taken.has(column)) return null;
    taken.add(column);
    return column;
  });
}

/** The mapping to remember: what each column with a header is, by its header text. */
export function mappingToRemember(header: string[], mapping: (MappedColumn | null)[]): RememberedMapping {
  return Object.fromEntries(header.flatMap((text, index) => (text.trim() ? [[text.trim(), mapping[index] ?? IGNORED]] : [])));
}
