import type { Element } from "hast";
import type { ExportTexts } from "../export-texts";
import type { MenuDocument } from "../menu-document";
import { MENU_PRINT_STYLE } from "../menu-print-style";
import { h } from "./hast-element";
import { printSection } from "./print-section";
import { printVenue } from "./print-venue";

/** The whole menu as one self-contained print document (images inline, no network). */
export function printMenu(document: MenuDocument, texts: ExportTexts): Element {
  return h(
    "html",
    { lang: document.locale, dir: document.direction },
    h(
      "head",
      {},
      h("meta", { charSet: "utf-8" }),
      h("title", {}, `${document.venue.name} — ${texts.menuTitle}`),
      h("style", {}, { type: "raw", value: MENU_PRINT_STYLE }),
    ),
    h("body", {}, printVenue(document.venue, texts), document.sections.map((section) => printSection(section, document.currency, texts))),
  );
}
