import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from "pdf-lib";
import { fontBytes } from "./pdf-fonts";
import { qrModules } from "./qr-images";
import { type SheetLayout, sheetLayout } from "./sheet-layout";
import { fitLabel } from "./fit-label";

export interface SheetEntry {
  name: string;
  link: string;
}

const BLACK = rgb(0, 0, 0);
const GREY = rgb(0.45, 0.45, 0.45);

/** A print-ready A4 sheet: a grid of table codes, each table's name under its code, cut marks between cells. */
export async function tablesSheetPdf(entries: readonly SheetEntry[], title: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(title);
  doc.setCreator("Carta");
  const fonts = await embedFonts(doc, entries.map((entry) => entry.name).join(""));
  const layout = sheetLayout();
  const perPage = layout.columns * layout.rows;
  for (let start = 0; start < Math.max(entries.length, 1); start += perPage) {
    const page = doc.addPage([layout.pageWidth, layout.pageHeight]);
    drawCutMarks(page, layout);
    entries.slice(start, start + perPage).forEach((entry, index) => drawCell(page, layout, index, entry, fonts));
  }
  return doc.save();
}

interface SheetFont {
  font: PDFFont;
  covers: Set<number>;
}

async function embedFonts(doc: PDFDocument, text: string): Promise<SheetFont[]> {
  const main = await fontBytes("main");
  // Embedded whole: the subsetter loses glyphs of these Noto fonts (Noto Sans adds ~300 KB).
  const first = main ? await doc.embedFont(main, { subset: false }) : await doc.embedFont(StandardFonts.Helvetica);
  const fonts = [{ font: first, covers: new Set(first.getCharacterSet()) }];
  const missing = [...text].some((char) => !fonts[0]!.covers.has(char.codePointAt(0)!));
  const cjk = missing ? await fontBytes("cjk") : null;
  if (cjk) {
    // The Chinese font (~7 MB) goes in only when a name needs it.
    const font = await doc.embedFont(cjk, { subset: false });
    fonts.push({ font, covers: new Set(font.getCharacterSet()) });
  }
  return fonts;
}

function drawCell(page: PDFPage, layout: SheetLayout, index: number, entry: SheetEntry, fonts: SheetFont[]): void {
  const column = index % layout.columns;
  const row = Math.floor(index / layout.columns);
  const left = layout.margin + column * layout.cellWidth;
  const top = layout.pageHeight - layout.margin - row * layout.cellHeight;
  const codeLeft = left + (layout.cellWidth - layout.codeSize) / 2;
  const codeBottom = top - layout.padding - layout.codeSize;
  drawCode(page, entry.link, codeLeft, codeBottom, layout.codeSize);
  const label = fitLabel(entry.name, fonts, layout.cellWidth - 2 * layout.padding);
  let x = left + (layout.cellWidth - label.width) / 2;
  for (const run of label.runs) {
    page.drawText(run.text, { x, y: codeBottom - label.size - 4, size: label.size, font: run.font.font, color: BLACK });
    x += run.font.font.widthOfTextAtSize(run.text, label.size);
  }
}

function drawCode(page: PDFPage, link: string, x: number, y: number, size: number): void {
  const code = qrModules(link);
  const quiet = 4;
  const unit = size / (code.size + 2 * quiet);
  for (let row = 0; row < code.size; row += 1) {
    let col = 0;
    while (col < code.size) {
      if (!code.isDark(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < code.size && code.isDark(row, col)) col += 1;
      page.drawRectangle({
        x: x + (quiet + start) * unit,
        y: y + size - (quiet + row + 1) * unit,
        width: (col - start) * unit,
        height: unit,
        color: BLACK,
      });
    }
  }
}

function drawCutMarks(page: PDFPage, layout: SheetLayout): void {
  const arm = 6;
  for (let column = 0; column <= layout.columns; column += 1) {
    for (let row = 0; row <= layout.rows; row += 1) {
      const x = layout.margin + column * layout.cellWidth;
      const y = layout.pageHeight - layout.margin - row * layout.cellHeight;
      page.drawLine({ start: { x: x - arm, y }, end: { x: x + arm, y }, thickness: 0.5, color: GREY });
      page.drawLine({ start: { x, y: y - arm }, end: { x, y: y + arm }, thickness: 0.5, color: GREY });
    }
  }
}
