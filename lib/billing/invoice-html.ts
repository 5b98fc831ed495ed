import { escapeHtml } from "../html/escape-html";

export interface InvoiceParty {
  name: string;
  vatNumber: string;
  address: string;
  bankName: string;
  iban: string;
  bic: string;
  phone: string;
  director?: string;
  /** a Russian company's КПП and its bank's correspondent account */
  kpp?: string;
  correspondentAccount?: string;
}

/** What an invoice document shows, already formatted in the reader's language. */
export interface InvoiceDocument {
  lang: string;
  title: string;
  issued: string;
  status: string;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  /** the plan and its period, then any credit for a plan left early */
  lines: { description: string; period: string; quantity: number | null; unitPrice: string; total: string }[];
  total: string;
  vatLine: string;
  /** due date, payment purpose, the offer it is issued under */
  notes: string[];
  /** who signs: a line for the seller and one for the buyer */
  signatures: { title: string; signature: string; name: string }[];
  labels: {
    seller: string;
    buyer: string;
    vatNumber: string;
    address: string;
    bank: string;
    iban: string;
    bic: string;
    /** a Russian party's ИНН, КПП, settlement account, БИК and correspondent account */
    inn: string;
    kpp: string;
    account: string;
    bik: string;
    correspondentAccount: string;
    phone: string;
    director: string;
    description: string;
    period: string;
    quantity: string;
    unitPrice: string;
    amount: string;
    total: string;
  };
}

function party(title: string, who: InvoiceParty, labels: InvoiceDocument["labels"]): string {
  const russian = Boolean(who.correspondentAccount);
  const rows: [string, string | undefined][] = [
    [russian ? labels.inn : labels.vatNumber, who.vatNumber],
    [labels.kpp, who.kpp],
    [labels.address, who.address],
    [labels.bank, who.bankName],
    [russian ? labels.account : labels.iban, who.iban],
    [russian ? labels.bik : labels.bic, who.bic],
    [labels.correspondentAccount, who.correspondentAccount],
    [labels.phone, who.phone],
    [labels.director, who.director],
  ];
  const details = rows
    .filter(([, value]) => value)
    .map(([label, value]) => `<div><span class="label">${escapeHtml(label)}:</span> ${escapeHtml(value!)}</div>`)
    .join("");
  return `<section class="party"><h2>${escapeHtml(title)}</h2><div class="name">${escapeHtml(who.name)}</div>${details}</section>`;
}

/** A self-contained HTML invoice for the PDF printer (no scripts, no external resources). */
export function invoiceHtml(doc: InvoiceDocument): string {
  const { labels } = doc;
  const cell = (text: string | number | null, numeric = false) => `<td${numeric ? ' class="number"' : ""}>${text === null ? "" : escapeHtml(String(text))}</td>`;
  const rows = doc.lines.map((line) => `<tr>${cell(line.description)}${cell(line.period)}${cell(line.quantity, true)}${cell(line.unitPrice, true)}${cell(line.total, true)}</tr>`).join("");
  const notes = doc.notes.map((note) => `<p>${escapeHtml(note)}</p>`).join("");
  const signatures = doc.signatures
    .map((sign) => `<div class="sign"><div>${escapeHtml(sign.title)}</div><div class="line"></div><div class="hint">${escapeHtml(sign.signature)} / ${escapeHtml(sign.name)}</div></div>`)
    .join("");
  return `<!doctype html>
<html lang="${escapeHtml(doc.lang)}"><head><meta charset="utf-8"><title>${escapeHtml(doc.title)}</title>
<style>
  body { font-family: "DejaVu Sans", "Noto Sans", "Noto Sans CJK SC", sans-serif; font-size: 11pt; color: #111; margin: 0; }
  h1 { font-size: 18pt; margin: 0 0 4pt; }
  h2 { font-size: 11pt; margin: 0 0 4pt; color: #555; }
  .meta { color: #444; margin-bottom: 16pt; }
  .parties { display: flex; gap: 24pt; margin-bottom: 20pt; }
  .party { flex: 1; }
  .name { font-weight: bold; margin-bottom: 4pt; }
  .label { color: #555; }
  table { width: 100%; border-collapse: collapse; }
  th, td { border: 1px solid #999; padding: 6pt; text-align: start; }
  td.number, th.number { text-align: end; white-space: nowrap; }
  .totals { margin-top: 12pt; text-align: end; }
  .totals .total { font-size: 13pt; font-weight: bold; }
  .notes { margin-top: 16pt; }
  .notes p { margin: 0 0 4pt; }
  .signatures { display: flex; gap: 24pt; margin-top: 32pt; }
  .sign { flex: 1; }
  .sign .line { border-bottom: 1px solid #111; height: 28pt; }
  .sign .hint { color: #555; font-size: 9pt; }
</style></head>
<body>
  <h1>${escapeHtml(doc.title)}</h1>
  <div class="meta">${escapeHtml(doc.issued)} · ${escapeHtml(doc.status)}</div>
  <div class="parties">${party(labels.seller, doc.seller, labels)}${party(labels.buyer, doc.buyer, labels)}</div>
  <table>
    <thead><tr><th>${escapeHtml(labels.description)}</th><th>${escapeHtml(labels.period)}</th><th class="number">${escapeHtml(labels.quantity)}</th><th class="number">${escapeHtml(labels.unitPrice)}</th><th class="number">${escapeHtml(labels.amount)}</th></tr></thead>
    <tbody>${rows}</tbody>
  </table>
  <div class="totals"><div class="total">${escapeHtml(labels.total)}: ${escapeHtml(doc.total)}</div><div>${escapeHtml(doc.vatLine)}</div></div>
  <div class="notes">${notes}</div>
  <div class="signatures">${signatures}</div>
</body></html>`;
}
