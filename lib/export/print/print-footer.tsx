import type { ExportTexts } from "../export-texts";
import type { MenuDocument } from "../menu-document";

const FONTS = `"Noto Sans", "Noto Sans Arabic", "Noto Sans CJK SC", sans-serif`;
const PAGE = "\u0000page\u0000";
const PAGES = "\u0000pages\u0000";

/** The footer Chromium prints on every page, "Page 2 of 5" in the export's language: it fills `.pageNumber` and `.totalPages`. */
export function PrintFooter({ document, texts }: { document: Pick<MenuDocument, "locale" | "direction">; texts: ExportTexts }) {
  const words = texts.page(PAGE, PAGES).split(/(\u0000pages?\u0000)/);
  return (
    <div lang={document.locale} dir={document.direction} style={{ width: "100%", fontSize: "8pt", color: "#71717a", textAlign: "center", fontFamily: FONTS }}>
      {words.map((part, index) =>
        part === PAGE ? <span key={index} className="pageNumber" /> : part === PAGES ? <span key={index} className="totalPages" /> : part,
      )}
    </div>
  );
}
