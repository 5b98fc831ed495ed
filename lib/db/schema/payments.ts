import { index, integer, numeric, pgEnum, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { invoices } from "./billing";
import { companies } from "./companies";
import { id, timestamps } from "./columns";
import { billingCurrency } from "./enums";
import { storeOwnedColumns } from "./tenant-columns";

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
    ...timestamps,
  },
  (table) => [
    uniqueIndex("payment_checkouts_provider_ref_key").on(table.provider, table.providerRef),
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
