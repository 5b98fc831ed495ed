import "server-only";
import type { invoices } from "../../db/schema/billing";

export type InvoiceRow = typeof invoices.$inferSelect;

export interface InvoiceDto {
  id: number;
  number: string;
  storeId: number;
  planKey: InvoiceRow["planKey"];
  periods: number;
  periodStart: string | null;
  periodEnd: string | null;
  currency: InvoiceRow["currency"];
  unitPrice: string;
  credit: string;
  creditSource: InvoiceRow["creditSource"];
  total: string;
  vatRate: string;
  vatAmount: string;
  seller: InvoiceRow["seller"];
  buyer: InvoiceRow["buyer"];
  status: InvoiceRow["status"];
  issuedAt: string;
  dueAt: string | null;
  offerVersion: number | null;
  paidAt: string | null;
}

export function invoiceDto(row: InvoiceRow): InvoiceDto {
  return {
    id: row.id,
    number: row.number,
    storeId: row.storeId,
    planKey: row.planKey,
    periods: row.periods,
    periodStart: row.periodStart?.toISOString() ?? null,
    periodEnd: row.periodEnd?.toISOString() ?? null,
    currency: row.currency,
    unitPrice: row.unitPrice,
    credit: row.credit,
    creditSource: row.creditSource,
    total: row.total,
    vatRate: row.vatRate,
    vatAmount: row.vatAmount,
    seller: row.seller,
    buyer: row.buyer,
    status: row.status,
    issuedAt: row.issuedAt.toISOString(),
    dueAt: row.dueAt?.toISOString() ?? null,
    offerVersion: row.offerVersion,
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}
