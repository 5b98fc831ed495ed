import { textRuns } from "./text-runs.mjs";

const LARGEST = 14;
const SMALLEST = 8;

/** @typedef {{ font: import("pdf-lib").PDFFont; covers: Set<number> }} LabelFont */

/**
 * The label's runs at the largest size (14 → 8 pt) that fits `width`; still too long, it is cut with an ellipsis.
 * @param {string} text already reduced to characters some font has (see sheetText)
 * @param {LabelFont[]} fonts
 * @param {number} width
 */
export function fitLabel(text, fonts, width) {
  const covers = (/** @type {LabelFont} */ font, /** @type {number} */ codePoint) => font.covers.has(codePoint);
  const measure = (/** @type {{ text: string; font: LabelFont }[]} */ runs, /** @type {number} */ size) =>
    runs.reduce((sum, run) => sum + run.font.font.widthOfTextAtSize(run.text, size), 0);
  let runs = textRuns(text, fonts, covers);
  for (let size = LARGEST; size >= SMALLEST; size -= 1) {
    const total = measure(runs, size);
    if (total <= width) return { runs, size, width: total };
  }
  const chars = [...text];
  while (chars.length > 1) {
    chars.pop();
    runs = textRuns(`${chars.join("").trimEnd()}…`, fonts, covers);
    const total = measure(runs, SMALLEST);
    if (total <= width) return { runs, size: SMALLEST, width: total };
  }
  return { runs, size: SMALLEST, width: measure(runs, SMALLEST) };
}
