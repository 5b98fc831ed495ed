/** The invoice's stylesheet: an A4 page printed by Chromium, fonts that cover Cyrillic and CJK. */
export const INVOICE_STYLE = `
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
`;
