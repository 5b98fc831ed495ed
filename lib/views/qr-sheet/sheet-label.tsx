/** @jsxImportSource preact */
import { LABEL_WIDTH, SHEET_LAYOUT } from "./sheet-layout";

/** Private-use, unassigned and lone surrogate code points: no font draws them. */
const UNDRAWABLE = /[\p{Co}\p{Cn}\p{Cs}]/gu;
/** Characters a full em wide: Chinese, Japanese, Korean and full-width forms. */
const WIDE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303F\uFF00-\uFF60]/u;
/** A generous average advance of other characters in Noto Sans, in em. */
const NARROW_EM = 0.62;

/**
 * The label's size in points: the largest that fits the name on one line, never below the smallest
 * (past that the printer wraps the name and cuts what still does not fit with an ellipsis). An estimate
 * from the characters' typical widths, so the browser's own layout stays the judge of the lines.
 */
function labelSize(name: string): number {
  let ems = 0;
  for (const char of name) ems += WIDE.test(char) ? 1 : NARROW_EM;
  const { largestLabel, smallestLabel } = SHEET_LAYOUT;
  return Math.max(smallestLabel, Math.min(largestLabel, Math.floor(LABEL_WIDTH / Math.max(ems, 1))));
}

/** A table's name under its code, in either direction; a character no font can have prints "?". */
export function SheetLabel({ name }: { name: string }) {
  const printed = name.replace(UNDRAWABLE, "?");
  return (
    <div class="label" dir="auto" style={`font-size:${labelSize(printed)}pt`}>
      {printed}
    </div>
  );
}
