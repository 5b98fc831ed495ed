import type { PDFFont } from "pdf-lib";
import { type TextRun, textRuns } from "./text-runs";

interface LabelFont {
  font: PDFFont;
  covers: Set<number>;
}

const LARGEST = 14;
const SMALLEST = 8;

/** The label's runs at the largest size (14 → 8 pt) that fits `width`; still too long, it is cut with an ellipsis. */
export function fitLabel<F extends LabelFont>(text: string, fonts: F[], width: number): { runs: TextRun<F>[]; size: number; width: number } {
  const covers = (font: F, codePoint: number) => font.covers.has(codePoint);
  const measure = (runs: TextRun<F>[], size: number) => runs.reduce((sum, run) => sum + run.font.font.widthOfTextAtSize(run.text, size), 0);
  let runs = textRuns(sanitize(text, fonts), fonts, covers);
  for (let size = LARGEST; size >= SMALLEST; size -= 1) {
    const total = measure(runs, size);
    if (total <= width) return { runs, size, width: total };
  }
  const chars = [...sanitize(text, fonts)];
  while (chars.length > 1) {
    chars.pop();
    runs = textRuns(`${chars.join("").trimEnd()}…`, fonts, covers);
    const total = measure(runs, SMALLEST);
    if (total <= width) return { runs, size: SMALLEST, width: total };
  }
  return { runs, size: SMALLEST, width: measure(runs, SMALLEST) };
}

/** Characters no font can draw become "?" (a standard font would refuse them outright). */
function sanitize<F extends LabelFont>(text: string, fonts: F[]): string {
  return [...text].map((char) => (fonts.some((font) => font.covers.has(char.codePointAt(0)!)) ? char : "?")).join("");
}
