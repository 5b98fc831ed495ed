/** A4 in points, 3 × 4 cells of about 61 × 68 mm, each with a 46 mm code. */
export const SHEET_LAYOUT = {
  pageWidth: 595.28,
  pageHeight: 841.89,
  margin: 36,
  columns: 3,
  rows: 4,
  codeSize: 130,
  padding: 14,
  /** label sizes in points: the largest that fits, down to the smallest; past that the name wraps and is cut */
  largestLabel: 14,
  smallestLabel: 8,
  labelLines: 2,
} as const;

export const CELL_WIDTH = (SHEET_LAYOUT.pageWidth - 2 * SHEET_LAYOUT.margin) / SHEET_LAYOUT.columns;
export const CELL_HEIGHT = (SHEET_LAYOUT.pageHeight - 2 * SHEET_LAYOUT.margin) / SHEET_LAYOUT.rows;
export const LABEL_WIDTH = CELL_WIDTH - 2 * SHEET_LAYOUT.padding;
