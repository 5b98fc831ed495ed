import { boolean, index, integer, numeric, pgEnum, pgTable, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { invoices } from "./billing";
import { companies } from "./companies";
import { id, timestamps } from "./columns";
import { billingCurrency } from "./enums";
import { companyColumn, storeOwnedColumns } from "./tenant-columns";

/** Where an online payment of an invoice stands; it only moves forward (lib/server/payments/checkout-status.ts). */
export const checkoutStatus = pgEnum("checkout_status", ["pending", "failed", "paid", "refunded"]);

/** One attempt to pay an invoice on an acquirer's hosted page: Carta never sees the card. */
export const paymentCheckouts = pgTable(
  "payment_checkouts",
  {
    id: id(),
    ...storeOwnedColumns(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    provider: text().notNull(),
    /** the acquirer's checkout token (bePaid) or Checkout Session id (Stripe) */
    providerRef: text("provider_ref"),
    /** where the buyer pays */
    url: text(),
    amount: numeric({ precision: 12, scale: 2 }).notNull(),
    currency: billingCurrency("currency").notNull(),
    status: checkoutStatus().notNull().default("pending"),
    /** the acquirer's transaction (bePaid uid, Stripe payment intent) once it reported one */
    transactionRef: text("transaction_ref"),
    /** card brand and last digits, or ERIP, as the acquirer reported them */
    paymentMethod: text("payment_method"),
    receiptUrl: text("receipt_url"),
    /** the acquirer's words when a payment was declined */
    failureReason: text("failure_reason"),
    /** the owner ticked "save the card for automatic renewal" on this checkout */
    saveCard: boolean("save_card").notNull().default(false),
    /** an automatic renewal charge of the saved card: its attempt for the invoice (1, 2…); null on the hosted page */
    attempt: smallint(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("payment_checkouts_provider_ref_key").on(table.provider, table.providerRef),
    uniqueIndex("payment_checkouts_invoice_attempt_key").on(table.invoiceId, table.attempt),
    index("payment_checkouts_invoice_idx").on(table.invoiceId),
    index("payment_checkouts_transaction_idx").on(table.provider, table.transactionRef),
  ],
);

/** Every verified notification an acquirer sent, raw, for audit; a repeated event id is a replay and changes nothing. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: id(),
    provider: text().notNull(),
    eventId: text("event_id").notNull(),
    /** the company of the checkout the event concerns; null while unknown (the audit outlives the company) */
    companyId: integer("company_id").references(() => companies.id, { onDelete: "set null" }),
    checkoutId: integer("checkout_id").references(() => paymentCheckouts.id, { onDelete: "set null" }),
    kind: text().notNull(),
    /** what the event did: applied, ignored (out of order or unknown), refused (amount or currency) */
    outcome: text().notNull(),
    body: text().notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex("payment_events_provider_event_key").on(table.provider, table.eventId)],
);

/**
 * The card a company renews with, as the acquirer keeps it: its references (Stripe customer and
 * PaymentMethod, bePaid recurring token) and what the owner recognises it by. Never a card number.
 */
export const savedCards = pgTable("saved_cards", {
  id: id(),
  companyId: companyColumn().unique("saved_cards_company_key"),
  provider: text().notNull(),
  /** Stripe's Customer the method is attached to; null for bePaid */
  customerRef: text("customer_ref"),
  /** Stripe's PaymentMethod id or bePaid's card token */
  methodRef: text("method_ref").notNull(),
  brand: text().notNull(),
  last4: text().notNull(),
  expMonth: smallint("exp_month"),
  expYear: smallint("exp_year"),
  ...timestamps,
});

/** Whether a store's plan renews itself by the saved card before its paid period ends. */
export const cardRenewals = pgTable("card_renewals", {
  id: id(),
  ...storeOwnedColumns(),
  enabled: boolean().notNull().default(false),
  ...timestamps,
}, (table) => [uniqueIndex("card_renewals_store_key").on(table.storeId)]);
