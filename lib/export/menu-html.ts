import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { ExportTexts } from "./export-texts";
import type { MenuDocument } from "./menu-document";
import { PrintFooter } from "./print/print-footer";
import { PrintMenu } from "./print/print-menu";

/** The whole menu as one self-contained HTML print document (images inline, no network). */
export function menuHtml(document: MenuDocument, texts: ExportTexts): string {
  return `<!doctype html>${renderToStaticMarkup(createElement(PrintMenu, { document, texts }))}`;
}

/** The page footer Chromium prints on every page: "Page 2 of 5" in the export's language. */
export function pageFooterHtml(document: Pick<MenuDocument, "locale" | "direction">, texts: ExportTexts): string {
  return renderToStaticMarkup(createElement(PrintFooter, { document, texts }));
}
