import { CELL_HEIGHT, CELL_WIDTH, LABEL_WIDTH, SHEET_LAYOUT } from "./sheet-layout";

const { pageWidth, pageHeight, margin, columns, rows, codeSize, padding, labelLines } = SHEET_LAYOUT;

/** The sheet's stylesheet: A4 pages without margins, the cells placed to the point, labels cut after two lines. */
export const SHEET_STYLE = `
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
