import { scheduleText } from "../../domain/day-range";
import type { ExportTexts } from "../export-texts";
import type { ExportCategory, ExportSection } from "../menu-document";
import { type Child, h } from "./hast-element";
import { printItem } from "./print-item";
import { printMarks } from "./print-marks";

const HEADINGS = ["h3", "h3", "h4"] as const;

function printCategory(category: ExportCategory, currency: string, texts: ExportTexts): Child[] {
  const schedule = category.depth > 0 ? scheduleText(category.schedule, texts) : "";
  return [
    category.depth > 0 && h(HEADINGS[category.depth] ?? "h4", {}, h("bdi", {}, category.name), printMarks(category.ageRestricted, category.hidden, texts)),
    schedule && h("p", { className: ["category-note"] }, schedule),
    category.items.length > 0 && h("ul", { className: ["items"] }, category.items.map((item) => printItem(item, currency, texts))),
  ];
}

/** A section of the printed menu with its categories and subcategories in reading order. */
export function printSection(section: ExportSection, currency: string, texts: ExportTexts) {
  return h(
    "section",
    { className: ["menu-section"] },
    h("h2", {}, h("bdi", {}, section.name), printMarks(section.ageRestricted, false, texts)),
    section.categories.map((category) => printCategory(category, currency, texts)),
  );
}
