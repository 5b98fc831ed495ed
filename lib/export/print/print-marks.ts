import type { ExportTexts } from "../export-texts";
import { type Child, h } from "./hast-element";

/** The "18+" and "(hidden)" marks beside a title. */
export function printMarks(ageRestricted: boolean, hidden: boolean, texts: ExportTexts): Child[] {
  return [ageRestricted && h("span", { className: ["mark"] }, texts.ageRestricted), hidden && h("span", { className: ["flag"] }, `(${texts.hidden})`)];
}
