/** @jsxImportSource preact */
import { CELL_HEIGHT, CELL_WIDTH, SHEET_LAYOUT } from "./sheet-layout";

const { pageWidth, pageHeight, margin, columns, rows } = SHEET_LAYOUT;
const CUT_ARM = 6;

const CROSSES = (() => {
  const lines: string[] = [];
  for (let column = 0; column <= columns; column += 1) {
    for (let row = 0; row <= rows; row += 1) {
      const x = margin + column * CELL_WIDTH;
      const y = margin + row * CELL_HEIGHT;
      lines.push(`M${x - CUT_ARM} ${y}h${2 * CUT_ARM}M${x} ${y - CUT_ARM}v${2 * CUT_ARM}`);
    }
  }
  return lines.join("");
})();

/** Grey crosses where the cells meet, to cut along; the same on every page. */
export function CutMarks() {
  return (
    <svg class="cuts" viewBox={`0 0 ${pageWidth} ${pageHeight}`} aria-hidden="true">
      <path d={CROSSES} stroke="#737373" stroke-width="0.5" fill="none" />
    </svg>
  );
}
