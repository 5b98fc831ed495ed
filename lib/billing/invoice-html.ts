/** The invoice billing prints: its document (lib/views/invoice/invoice-document.ts) and its view. */
export type { InvoiceDocument, InvoiceParty } from "../views/invoice/invoice-document";
export { invoiceHtml } from "../views/invoice/invoice-html";
