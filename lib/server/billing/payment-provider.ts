import "server-only";
import type { InvoiceParty } from "../../db/schema/billing";
import type { BillingCurrency } from "../../domain/subscriptions/plan-keys";
import type { PAYMENT_PROVIDER_KEYS } from "../../schemas/history-catalogue";

export interface PayableInvoice {
  id: number;
  number: string;
  total: string;
  currency: BillingCurrency;
  seller: InvoiceParty;
}

/** How the buyer pays: a transfer to the seller's account with a reference, or a page of the acquirer. */
export type PaymentInstructions =
  | { provider: string; kind: "bank_transfer"; reference: string; amount: string; currency: BillingCurrency; payee: InvoiceParty }
  | { provider: string; kind: "redirect"; url: string };

/** A payment a provider confirmed: the platform administrator's record of a transfer, or an acquirer's verified notification. */
export interface PaymentNotice {
  invoiceNumber: number;
  amount: string;
  currency: BillingCurrency;
  reference: string;
  paidAt: Date;
}

/**
 * A way to pay invoices. Bank transfer is confirmed by hand; an online acquirer (bePaid: cards and ERIP)
 * answers `instructions` with its payment page and turns its signed webhook into a notice.
 */
export interface PaymentProvider {
  /** as the actions history names it */
  readonly key: (typeof PAYMENT_PROVIDER_KEYS)[number];
  instructions(invoice: PayableInvoice): Promise<PaymentInstructions>;
  /** A notification as received; null when its signature does not verify. */
  verifyNotification?(request: { headers: Headers; body: string }): Promise<PaymentNotice | null>;
}
