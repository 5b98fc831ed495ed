import type { ExportTexts } from "../export-texts";
import type { MenuDocument } from "../menu-document";
import { MENU_PRINT_STYLE } from "../menu-print-style";
import { PrintSection } from "./print-section";
import { PrintVenue } from "./print-venue";

/** The whole menu as one self-contained print document (images inline, no network). */
export function PrintMenu({ document, texts }: { document: MenuDocument; texts: ExportTexts }) {
  return (
    <html lang={document.locale} dir={document.direction}>
      {/* eslint-disable-next-line @next/next/no-head-element -- a standalone document for the printer, not a Next.js page */}
      <head>
        <meta charSet="utf-8" />
        <title>{`${document.venue.name} — ${texts.menuTitle}`}</title>
        <style dangerouslySetInnerHTML={{ __html: MENU_PRINT_STYLE }} />
      </head>
      <body>
        <PrintVenue venue={document.venue} texts={texts} />
        {document.sections.map((section) => (
          <PrintSection key={section.id} section={section} currency={document.currency} texts={texts} />
        ))}
      </body>
    </html>
  );
}
