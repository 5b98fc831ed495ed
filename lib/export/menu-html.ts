import { h } from "preact";
import { renderHtml } from "../html/render-html";
import { PrintFooter } from "../views/menu/print/print-footer";
import { PrintMenu } from "../views/menu/print/print-menu";
import type { ExportTexts } from "./export-texts";
import type { MenuDocument } from "./menu-document";

/** The whole menu as one self-contained HTML print document (images inline, no network). */
export function menuHtml(document: MenuDocument, texts: ExportTexts): string {
  return `<!doctype html>${renderHtml(h(PrintMenu, { document, texts }))}`;
}

/** The page footer Chromium prints on every page: "Page 2 of 5" in the export's language. */
export function pageFooterHtml(document: Pick<MenuDocument, "locale" | "direction">, texts: ExportTexts): string {
  return renderHtml(h(PrintFooter, { document, texts }));
}
