/** A4 in points, 3 × 4 cells of about 61 × 68 mm, each with a 46 mm code. */
export function sheetLayout() {
  const pageWidth = 595.28;
  const pageHeight = 841.89;
  const margin = 36;
  const columns = 3;
  const rows = 4;
  return {
    pageWidth,
    pageHeight,
    margin,
    columns,
    rows,
    cellWidth: (pageWidth - 2 * margin) / columns,
    cellHeight: (pageHeight - 2 * margin) / rows,
    codeSize: 130,
    padding: 14,
  };
}
