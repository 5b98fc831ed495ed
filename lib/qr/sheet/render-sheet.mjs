import fontkit from "@pdf-lib/fontkit";
import { fill, PDFDocument, popGraphicsState, pushGraphicsState, rectangle, rgb, setFillingGrayscaleColor } from "pdf-lib";
import QRCode from "qrcode";
import { fitLabel } from "./fit-label.mjs";
import { sheetFonts } from "./sheet-fonts.mjs";
import { sheetLayout } from "./sheet-layout.mjs";
import { visualRuns } from "./text-runs.mjs";

const BLACK = rgb(0, 0, 0);
const GREY = rgb(0.45, 0.45, 0.45);
/** Medium error correction, like the single-code downloads (lib/qr/qr-images.ts). */
const ERROR_CORRECTION = "M";
const QUIET = 4;

/**
 * A print-ready A4 sheet: a grid of table codes, each table's name under its code, cut marks between cells.
 * Fonts are embedded as subsets of the glyphs the names use.
 * @param {readonly { name: string; link: string }[]} entries
 * @param {string} title
 * @returns {Promise<Uint8Array>}
 */
export async function renderSheet(entries, title) {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(title);
  doc.setCreator("Carta");
  const { names, fonts: sources } = await sheetFonts(entries.map((entry) => entry.name));
  const fonts = await Promise.all(
    sources.map(async (source) => ({ font: await doc.embedFont(source.bytes, { subset: true, customName: source.name }), covers: source.codePoints })),
  );
  const layout = sheetLayout();
  const perPage = layout.columns * layout.rows;
  for (let start = 0; start < Math.max(entries.length, 1); start += perPage) {
    const page = doc.addPage([layout.pageWidth, layout.pageHeight]);
    drawCutMarks(page, layout);
    for (let index = 0; index < perPage && start + index < entries.length; index += 1) {
      drawCell(page, layout, index, { name: /** @type {string} */ (names[start + index]), link: /** @type {{ link: string }} */ (entries[start + index]).link }, fonts);
    }
  }
  return doc.save();
}

/**
 * @param {import("pdf-lib").PDFPage} page
 * @param {ReturnType<typeof sheetLayout>} layout
 * @param {number} index
 * @param {{ name: string; link: string }} entry
 * @param {import("./fit-label.mjs").LabelFont[]} fonts
 */
function drawCell(page, layout, index, entry, fonts) {
  const column = index % layout.columns;
  const row = Math.floor(index / layout.columns);
  const left = layout.margin + column * layout.cellWidth;
  const top = layout.pageHeight - layout.margin - row * layout.cellHeight;
  const codeLeft = left + (layout.cellWidth - layout.codeSize) / 2;
  const codeBottom = top - layout.padding - layout.codeSize;
  drawCode(page, entry.link, codeLeft, codeBottom, layout.codeSize);
  const label = fitLabel(entry.name, fonts, layout.cellWidth - 2 * layout.padding);
  let x = left + (layout.cellWidth - label.width) / 2;
  for (const run of visualRuns(entry.name, label.runs)) {
    page.drawText(run.text, { x, y: codeBottom - label.size - 4, size: label.size, font: run.font.font, color: BLACK });
    x += run.font.font.widthOfTextAtSize(run.text, label.size);
  }
}

/** The code as one filled path: a rectangle per horizontal run of dark modules. */
function drawCode(/** @type {import("pdf-lib").PDFPage} */ page, /** @type {string} */ link, /** @type {number} */ x, /** @type {number} */ y, /** @type {number} */ size) {
  const { modules } = QRCode.create(link, { errorCorrectionLevel: ERROR_CORRECTION });
  const unit = size / (modules.size + 2 * QUIET);
  const operators = [pushGraphicsState(), setFillingGrayscaleColor(0)];
  for (let row = 0; row < modules.size; row += 1) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col += 1;
      operators.push(rectangle(round(x + (QUIET + start) * unit), round(y + size - (QUIET + row + 1) * unit), round((col - start) * unit), round(unit)));
    }
  }
  operators.push(fill(), popGraphicsState());
  page.pushOperators(...operators);
}

const round = (/** @type {number} */ value) => Math.round(value * 1000) / 1000;

/** @param {import("pdf-lib").PDFPage} page @param {ReturnType<typeof sheetLayout>} layout */
function drawCutMarks(page, layout) {
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
