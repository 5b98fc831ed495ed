/** @jsxImportSource preact */
import type { ExportTexts } from "@/lib/export/export-texts";
import type { MenuDocument } from "@/lib/export/menu-document";
import { MENU_PRINT_STYLE } from "@/lib/export/menu-print-style";
import { TrustedHtml } from "@/lib/html/trusted-html";
import type { PrintDetailsTexts } from "../item-details";
import { PrintSection } from "./print-section";
import { PrintVenue } from "./print-venue";

/** The whole menu as one self-contained print document (images inline, no network), items drawn by the guest card's details. */
export function PrintMenu({ document, texts }: { document: MenuDocument; texts: ExportTexts }) {
  const details: PrintDetailsTexts = { price: (amount) => texts.price(amount, document.currency), units: texts.units, dietary: texts.dietary };
  return (
    <html lang={document.locale} dir={document.direction}>
      <head>
        <meta charset="utf-8" />
        <title>{`${document.venue.name} — ${texts.menuTitle}`}</title>
        <TrustedHtml tag="style" html={MENU_PRINT_STYLE} />
      </head>
      <body>
        <PrintVenue venue={document.venue} texts={texts} />
        {document.sections.map((section) => (
          <PrintSection key={section.id} section={section} details={details} texts={texts} />
        ))}
      </body>
    </html>
  );
}
