/** @jsxImportSource preact */
import { renderHtml } from "@/lib/html/render-html";
import { TrustedHtml } from "@/lib/html/trusted-html";
import { CutMarks } from "./cut-marks";
import { SheetLabel } from "./sheet-label";
import { SHEET_LAYOUT } from "./sheet-layout";
import { SHEET_STYLE } from "./sheet-style";

export interface SheetCell {
  name: string;
  /** the code as an SVG document from lib/qr/qr-images.ts */
  codeSvg: string;
}

const PER_PAGE = SHEET_LAYOUT.columns * SHEET_LAYOUT.rows;

function Sheet({ cells, title }: { cells: readonly SheetCell[]; title: string }) {
  const pages: (readonly SheetCell[])[] = [];
  for (let start = 0; start < Math.max(cells.length, 1); start += PER_PAGE) pages.push(cells.slice(start, start + PER_PAGE));
  return (
    <html>
      <head>
        <meta charset="utf-8" />
        <title>{title}</title>
        <TrustedHtml tag="style" html={SHEET_STYLE} />
      </head>
      <body>
        {pages.map((page, index) => (
          <section key={index} class="page">
            <CutMarks />
            <div class="grid">
              {page.map((cell, position) => (
                <div key={position} class="cell">
                  <TrustedHtml tag="div" class="code" html={cell.codeSvg} />
                  <SheetLabel name={cell.name} />
                </div>
              ))}
            </div>
          </section>
        ))}
      </body>
    </html>
  );
}

/**
 * A self-contained HTML document of A4 pages for the PDF printer: a grid of table codes, each table's
 * name under its code, cut marks between cells; one empty page when there is nothing to print.
 */
export function sheetHtml(cells: readonly SheetCell[], title: string): string {
  return `<!doctype html>\n${renderHtml(<Sheet cells={cells} title={title} />)}`;
}
