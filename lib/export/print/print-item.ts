import { scheduleText } from "../../domain/day-range";
import { portionLabel } from "../../domain/portion-label";
import type { ExportTexts } from "../export-texts";
import type { ExportItem } from "../menu-document";
import { h } from "./hast-element";
import { printDietary } from "./print-dietary";
import { printImage } from "./print-image";
import { printMarkdown } from "./print-markdown";
import { printMarks } from "./print-marks";

/** One item of the printed menu: photo, title with its marks, portions with prices, description, dietary marks, schedule. */
export function printItem(item: ExportItem, currency: string, texts: ExportTexts) {
  const schedule = scheduleText(item.schedule, texts);
  const portions = item.portions.map((portion) =>
    h(
      "li",
      {},
      portion.weight && h("bdi", { className: ["weight"] }, portionLabel(portion, texts.units)),
      h("bdi", { className: ["price"] }, texts.price(portion.price, currency)),
    ),
  );
  return h(
    "li",
    { className: ["item"], dataItem: item.id },
    printImage(item.photo, "item-photo"),
    h(
      "div",
      { className: ["item-body"] },
      h(
        "div",
        { className: ["item-head"] },
        h("p", { className: ["item-title"] }, h("bdi", {}, item.title), printMarks(item.ageRestricted, item.hidden, texts)),
        h("ul", { className: ["portions"] }, portions),
      ),
      item.description && printMarkdown(item.description, ["description"]),
      printDietary(item.dietary, texts),
      schedule && h("div", { className: ["item-note"] }, schedule),
    ),
  );
}
