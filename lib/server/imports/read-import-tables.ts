import "server-only";
import { guardXlsx } from "../../import/guard-xlsx";
import { readCsv } from "../../import/read-csv";
import { NotASpreadsheet, readWorkbook, type WorkbookTables } from "../../import/read-workbook";
import { ImportRefusal } from "./import-refusal";

/** The sheet name refusals of a CSV file's rows carry. */
export const CSV_SHEET = "CSV";

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** An .xlsx file's sheets, or a CSV file as one sheet; anything else is refused. */
export async function readImportTables(file: Uint8Array): Promise<WorkbookTables> {
  if (!isZip(file)) {
    if (file.includes(0)) throw new ImportRefusal("notSpreadsheet");
    const sheet = await readCsv(file, CSV_SHEET).catch(() => {
      throw new ImportRefusal("notSpreadsheet");
    });
    return { meta: null, sheets: [sheet] };
  }
  const danger = guardXlsx(file);
  if (danger) throw new ImportRefusal(danger === "notZip" ? "notSpreadsheet" : "unsafeFile");
  return readWorkbook(file).catch((error: unknown) => {
    throw error instanceof NotASpreadsheet ? new ImportRefusal("notSpreadsheet") : error;
  });
}
