import type { ExportTexts } from "../export-texts";
import type { MenuDocument } from "../menu-document";
import { h } from "./hast-element";

const FONTS = `"Noto Sans", "Noto Sans Arabic", "Noto Sans CJK SC", sans-serif`;
const PAGE = "\u0000page\u0000";
const PAGES = "\u0000pages\u0000";

/** The footer Chromium prints on every page, "Page 2 of 5" in the export's language: it fills `.pageNumber` and `.totalPages`. */
export function printFooter(document: Pick<MenuDocument, "locale" | "direction">, texts: ExportTexts) {
  const words = texts.page(PAGE, PAGES).split(/(\u0000pages?\u0000)/);
  const style = `width: 100%; font-size: 8pt; color: #71717a; text-align: center; font-family: ${FONTS};`;
  return h(
    "div",
    { lang: document.locale, dir: document.direction, style },
    words.map((part) => (part === PAGE ? h("span", { className: ["pageNumber"] }) : part === PAGES ? h("span", { className: ["totalPages"] }) : part)),
  );
}
