import { escapeHtml } from "../../html/escape-html";
import { labelSize } from "./label-size";
import { printableName } from "./printable-name";
import { CELL_HEIGHT, CELL_WIDTH, LABEL_WIDTH, SHEET_LAYOUT } from "./sheet-layout";

export interface SheetCell {
  name: string;
  /** the code as an SVG document from lib/qr/qr-images.ts */
  codeSvg: string;
}

const { pageWidth, pageHeight, margin, columns, rows, codeSize, padding, labelLines } = SHEET_LAYOUT;
const PER_PAGE = columns * rows;
const CUT_ARM = 6;

const STYLE = `
  @page { size: A4; margin: 0; }
  html, body { margin: 0; padding: 0; }
  body { font-family: "Noto Sans", "Noto Sans Arabic", "Noto Sans CJK SC", sans-serif; color: #000; }
  .page { position: relative; width: 100%; height: calc(297mm - 1pt); overflow: hidden; break-after: page; }
  .page:last-child { break-after: auto; }
  .cuts { position: absolute; left: 0; top: 0; width: ${pageWidth}pt; height: ${pageHeight}pt; overflow: visible; }
  .grid { position: absolute; left: ${margin}pt; top: ${margin}pt; display: grid;
    grid-template-columns: repeat(${columns}, ${CELL_WIDTH}pt); grid-template-rows: repeat(${rows}, ${CELL_HEIGHT}pt); }
  .cell { padding: ${padding}pt ${padding}pt 0; display: flex; flex-direction: column; align-items: center; overflow: hidden; }
  .code { display: block; width: ${codeSize}pt; height: ${codeSize}pt; }
  .code svg { display: block; width: 100%; height: 100%; }
  .label { width: ${LABEL_WIDTH}pt; margin-top: 2pt; line-height: 1.2; text-align: center; unicode-bidi: plaintext;
    overflow-wrap: anywhere; display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: ${labelLines}; overflow: hidden; }
`;

/** Grey crosses where the cells meet, to cut along; the same on every page. */
const CUTS = (() => {
  const lines: string[] = [];
  for (let column = 0; column <= columns; column += 1) {
    for (let row = 0; row <= rows; row += 1) {
      const x = margin + column * CELL_WIDTH;
      const y = margin + row * CELL_HEIGHT;
      lines.push(`M${x - CUT_ARM} ${y}h${2 * CUT_ARM}M${x} ${y - CUT_ARM}v${2 * CUT_ARM}`);
    }
  }
  return `<svg class="cuts" viewBox="0 0 ${pageWidth} ${pageHeight}" aria-hidden="true"><path d="${lines.join("")}" stroke="#737373" stroke-width="0.5" fill="none"/></svg>`;
})();

function cell({ name, codeSvg }: SheetCell): string {
  const printed = printableName(name);
  return `<div class="cell"><div class="code">${codeSvg}</div><div class="label" dir="auto" style="font-size:${labelSize(printed)}pt">${escapeHtml(printed)}</div></div>`;
}

/**
 * A self-contained HTML document of A4 pages for the PDF printer: a grid of table codes, each table's
 * name under its code, cut marks between cells; one empty page when there is nothing to print.
 */
export function sheetHtml(cells: readonly SheetCell[], title: string): string {
  const pages: string[] = [];
  for (let start = 0; start < Math.max(cells.length, 1); start += PER_PAGE) {
    pages.push(`<section class="page">${CUTS}<div class="grid">${cells.slice(start, start + PER_PAGE).map(cell).join("")}</div></section>`);
  }
  return `<!doctype html>
<html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body>${pages.join("")}</body></html>`;
}
