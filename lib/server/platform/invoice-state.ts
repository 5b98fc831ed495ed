import "server-only";
/** The states the console files invoices under: an unpaid invoice past its due time is overdue, a cancelled one voided. */
export const INVOICE_STATES = ["unpaid", "overdue", "paid", "voided"] as const;

export type InvoiceState = (typeof INVOICE_STATES)[number];

export function isInvoiceState(value: string | undefined): value is InvoiceState {
  return (INVOICE_STATES as readonly string[]).includes(value ?? "");
}

export function invoiceState(invoice: { status: "unpaid" | "paid" | "cancelled"; dueAt: string | null }, now: Date): InvoiceState {
  if (invoice.status === "paid") return "paid";
  if (invoice.status === "cancelled") return "voided";
  return invoice.dueAt !== null && new Date(invoice.dueAt) < now ? "overdue" : "unpaid";
}
