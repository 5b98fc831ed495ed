/** @jsxImportSource preact */
import type { ExportTexts } from "@/lib/export/export-texts";
import type { MenuDocument } from "@/lib/export/menu-document";

const FONTS = `"Noto Sans", "Noto Sans Arabic", "Noto Sans CJK SC", sans-serif`;
const PAGE = "\u0000page\u0000";
const PAGES = "\u0000pages\u0000";
const STYLE = `width: 100%; font-size: 8pt; color: #71717a; text-align: center; font-family: ${FONTS};`;

/** The footer Chromium prints on every page, "Page 2 of 5" in the export's language: it fills `.pageNumber` and `.totalPages`. */
export function PrintFooter({ document, texts }: { document: Pick<MenuDocument, "locale" | "direction">; texts: ExportTexts }) {
  const words = texts.page(PAGE, PAGES).split(/(\u0000pages?\u0000)/);
  return (
    <div lang={document.locale} dir={document.direction} style={STYLE}>
      {words.map((part) => (part === PAGE ? <span key={part} class="pageNumber" /> : part === PAGES ? <span key={part} class="totalPages" /> : part))}
    </div>
  );
}
