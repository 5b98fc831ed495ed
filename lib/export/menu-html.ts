import { toHtml } from "hast-util-to-html";
import type { ExportTexts } from "./export-texts";
import type { MenuDocument } from "./menu-document";
import { printFooter } from "./print/print-footer";
import { printMenu } from "./print/print-menu";

/** Markdown already rendered by lib/html/markdown-html.ts and the stylesheet are the only raw HTML let through. */
const OPTIONS = { allowDangerousHtml: true } as const;

/** The whole menu as one self-contained HTML print document (images inline, no network). */
export function menuHtml(document: MenuDocument, texts: ExportTexts): string {
  return `<!doctype html>${toHtml(printMenu(document, texts), OPTIONS)}`;
}

/** The page footer Chromium prints on every page: "Page 2 of 5" in the export's language. */
export function pageFooterHtml(document: Pick<MenuDocument, "locale" | "direction">, texts: ExportTexts): string {
  return toHtml(printFooter(document, texts));
}
