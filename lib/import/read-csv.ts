import { parseString } from "fast-csv";
import { decodeText } from "./decode-text";
import type { SheetTable } from "./read-workbook";

const DELIMITERS = [";", ",", "\t"] as const;

/** The delimiter the header line uses most: semicolon (Russian Excel), comma or tab. */
function headerDelimiter(text: string): string {
  const line = text.slice(0, text.search(/\r?\n|$/));
  const outside = line.replace(/"[^"]*"/g, "");
  const counts = DELIMITERS.map((delimiter) => outside.split(delimiter).length);
  return DELIMITERS[counts.indexOf(Math.max(...counts))]!;
}

/**
 * A CSV file as a sheet: decoded as UTF-8 or Windows-1251, its delimiter taken from the header line, quoted fields
 * as RFC 4180 reads them; records are numbered from the header's 1, blank lines skipped.
 */
export function readCsv(bytes: Uint8Array, name: string): Promise<SheetTable> {
  const text = decodeText(bytes);
  const table: SheetTable = { name, header: [], rows: [] };
  let number = 0;
  return new Promise((resolve, reject) => {
    parseString<string[], string[]>(text, { delimiter: headerDelimiter(text), ignoreEmpty: true, discardUnmappedColumns: false, strictColumnHandling: false })
      .on("error", reject)
      .on("data", (cells: string[]) => {
        number += 1;
        if (number === 1) table.header = cells.map((cell) => cell.trim());
        else table.rows.push({ row: number, cells });
      })
      .on("end", () => resolve(table));
  });
}
