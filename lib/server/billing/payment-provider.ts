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

/** What Carta asks an acquirer for: a hosted payment page for one invoice, tracked by our checkout id. */
export interface CheckoutRequest {
  checkoutId: number;
  invoice: PayableInvoice;
  description: string;
  /** where the acquirer sends the buyer back (the result page) */
  returnUrl: string;
  /** where the acquirer posts its notifications */
  notificationUrl: string;
  locale: string;
  email: string;
  /** the owner asked to keep the card for automatic renewal */
  saveCard: boolean;
}

/** A card the acquirer keeps for charges made without the owner: its references, and how the owner recognises it. */
export interface SavedCardRef {
  /** Stripe's Customer; null for bePaid */
  customerRef: string | null;
  /** Stripe's PaymentMethod id or bePaid's recurring card token */
  methodRef: string;
  brand: string;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
}

/** A renewal charged to the saved card with no one at the page; the same key is the same charge, made once. */
export interface OffSessionCharge {
  checkoutId: number;
  idempotencyKey: string;
  invoice: PayableInvoice;
  description: string;
  notificationUrl: string;
  card: SavedCardRef;
}

/** The acquirer's immediate answer to a charge, as an event (its webhook about the same charge is then a repeat), and the raw answer for audit. */
export interface ChargeAnswer {
  event: ProviderEvent;
  body: string;
}

export interface CreatedCheckout {
  /** the acquirer's checkout token or session id */
  providerRef: string;
  url: string;
}

/** A verified notification, reduced to what Carta acts on. */
export interface ProviderEvent {
  /** the provider's event or transaction id: a second delivery of the same id is a replay */
  eventId: string;
  kind: "paid" | "failed" | "refunded" | "pending" | "other";
  checkoutId: number | null;
  providerRef: string | null;
  transactionRef: string | null;
  /** in minor units (kopecks, cents) */
  amountMinor: number | null;
  currency: string | null;
  paymentMethod: string | null;
  receiptUrl: string | null;
  reason: string | null;
  occurredAt: Date;
  /** the card the notification says was kept for later charges (bePaid reports its token here) */
  card?: SavedCardRef | null;
}

/**
 * A way to pay invoices. Bank transfer is confirmed by hand; an online acquirer (bePaid: cards and ERIP;
 * Stripe) opens a hosted checkout and turns its signed webhook into an event.
 */
export interface PaymentProvider {
  /** as the actions history names it */
  readonly key: (typeof PAYMENT_PROVIDER_KEYS)[number];
  instructions(invoice: PayableInvoice): Promise<PaymentInstructions>;
  createCheckout?(request: CheckoutRequest): Promise<CreatedCheckout>;
  /** A notification as received; null when its signature or credentials do not verify. */
  verifyNotification?(request: { headers: Headers; body: string }, now: Date): ProviderEvent | null;
  /** The card a paid checkout kept for later charges; null when it kept none. */
  savedCard?(event: ProviderEvent): Promise<SavedCardRef | null>;
  /** Charges the saved card; throws only when the acquirer could not be reached or answered nonsense. */
  chargeSavedCard?(charge: OffSessionCharge, now: Date): Promise<ChargeAnswer>;
  /** Asks the acquirer to stop keeping the card for later charges; throws when it did not. */
  detachSavedCard?(card: SavedCardRef): Promise<void>;
}
