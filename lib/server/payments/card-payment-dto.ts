import "server-only";
import type { paymentCheckouts } from "../../db/schema/payments";

/** A card payment as the owner sees it: never the acquirer's tokens. */
export interface CardPaymentDto {
  id: number;
  invoiceId: number;
  invoiceNumber: string;
  provider: string;
  amount: string;
  currency: string;
  status: (typeof paymentCheckouts.$inferSelect)["status"];
  paymentMethod: string | null;
  receiptUrl: string | null;
  failureReason: string | null;
  createdAt: string;
}

export function cardPaymentDto(row: typeof paymentCheckouts.$inferSelect, invoiceNumber: string): CardPaymentDto {
  return {
    id: row.id,
    invoiceId: row.invoiceId,
    invoiceNumber,
    provider: row.provider,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    paymentMethod: row.paymentMethod,
    receiptUrl: row.receiptUrl,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
  };
}
