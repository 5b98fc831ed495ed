/** @jsxImportSource preact */
import { renderHtml } from "@/lib/html/render-html";
import { TrustedHtml } from "@/lib/html/trusted-html";
import type { InvoiceDocument } from "./invoice-document";
import { InvoiceLines } from "./invoice-lines";
import { InvoicePartyDetails } from "./invoice-party";
import { INVOICE_STYLE } from "./invoice-style";

function Invoice({ doc }: { doc: InvoiceDocument }) {
  const { labels } = doc;
  return (
    <html lang={doc.lang}>
      <head>
        <meta charset="utf-8" />
        <title>{doc.title}</title>
        <TrustedHtml tag="style" html={INVOICE_STYLE} />
      </head>
      <body>
        <h1>{doc.title}</h1>
        <div class="meta">
          {doc.issued} · {doc.status}
        </div>
        <div class="parties">
          <InvoicePartyDetails title={labels.seller} party={doc.seller} labels={labels} />
          <InvoicePartyDetails title={labels.buyer} party={doc.buyer} labels={labels} />
        </div>
        <InvoiceLines lines={doc.lines} labels={labels} />
        <div class="totals">
          <div class="total">
            {labels.total}: {doc.total}
          </div>
          <div>{doc.vatLine}</div>
        </div>
        <div class="notes">
          {doc.notes.map((note, index) => (
            <p key={index}>{note}</p>
          ))}
        </div>
        <div class="signatures">
          {doc.signatures.map((sign, index) => (
            <div key={index} class="sign">
              <div>{sign.title}</div>
              <div class="line" />
              <div class="hint">
                {sign.signature} / {sign.name}
              </div>
            </div>
          ))}
        </div>
      </body>
    </html>
  );
}

/** A self-contained HTML invoice for the PDF printer (no scripts, no external resources). */
export function invoiceHtml(doc: InvoiceDocument): string {
  return `<!doctype html>\n${renderHtml(<Invoice doc={doc} />)}`;
}
