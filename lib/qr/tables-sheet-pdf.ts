import { setImmediate } from "node:timers/promises";
import { printPdf } from "../server/export/print-pdf";
import { qrSvg } from "./qr-images";
import { type SheetCell, sheetHtml } from "../views/qr-sheet/sheet-html";

export interface SheetEntry {
  name: string;
  link: string;
}

/**
 * A print-ready A4 sheet of the tables' codes, printed by the same Chromium as the menu exports (one
 * document at a time per server, later requests wait their turn). The codes are drawn one by one,
 * letting the server answer between two, so a sheet of hundreds of tables keeps the guest pages fast.
 */
export async function tablesSheetPdf(entries: readonly SheetEntry[], title: string): Promise<Uint8Array> {
  const cells: SheetCell[] = [];
  for (const entry of entries) {
    cells.push({ name: entry.name, codeSvg: await qrSvg(entry.link) });
    await setImmediate();
  }
  return printPdf(sheetHtml(cells, title), { format: "A4", margin: "0", preferCssPageSize: true });
}
