import {
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  primaryKey,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { BillingCountry } from "../../domain/billing-details/billing-countries";
import { id, timestamps } from "./columns";
import { billingCurrency } from "./enums";
import { planKey, subscriptions } from "./subscriptions";
import { companyColumn, storeOwnedColumns } from "./tenant-columns";

/**
 * A company's billing details; VAT number and IBAN belong to one company on the whole platform. Which fields
 * apply depends on the country (lib/domain/billing-details/billing-countries.ts): in Russia `vatNumber` is the
 * ИНН, `iban` the 20-digit settlement account and `bic` the БИК.
 */
export const billingInfo = pgTable(
  "billing_info",
  {
    id: id(),
    companyId: companyColumn(),
    country: text().$type<BillingCountry>().notNull().default("BY"),
    /** what the company's invoices are issued in */
    currency: billingCurrency("currency").notNull().default("BYN"),
    organizationName: text("organization_name").notNull(),
    directorLastName: text("director_last_name").notNull(),
    directorFirstName: text("director_first_name").notNull(),
    directorMiddleName: text("director_middle_name").notNull().default(""),
    directorPosition: text("director_position").notNull(),
    vatNumber: text("vat_number").notNull(),
    bankName: text("bank_name").notNull(),
    iban: text().notNull(),
    bic: text().notNull(),
    /** Russia only, else empty */
    kpp: text().notNull().default(""),
    correspondentAccount: text("correspondent_account").notNull().default(""),
    legalAddress: text("legal_address").notNull(),
    phone: text().notNull(),
    version: integer().notNull().default(1),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("billing_info_company_id_key").on(table.companyId),
    uniqueIndex("billing_info_vat_number_key").on(table.vatNumber),
    uniqueIndex("billing_info_iban_key").on(table.iban),
  ],
);

export const invoiceStatus = pgEnum("invoice_status", ["unpaid", "paid", "cancelled"]);

/**
 * The last number given in each series and year. Taken inside the issuing transaction (the row stays
 * locked until it commits, and a rollback gives the number back), so the numbers run without gaps.
 */
export const invoiceCounters = pgTable(
  "invoice_counters",
  {
    series: text().notNull(),
    year: integer().notNull(),
    last: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.series, table.year] })],
);

export interface InvoiceParty {
  name: string;
  vatNumber: string;
  address: string;
  bankName: string;
  iban: string;
  bic: string;
  phone: string;
  director?: string;
  /** a Russian buyer's КПП and bank's correspondent account */
  kpp?: string;
  correspondentAccount?: string;
}

/** The unused part of a plan left early for this invoice's plan, deducted from its price. */
export interface InvoiceCredit {
  invoiceNumber: string;
  planKey: string;
  from: string;
  to: string;
  unusedDays: number;
  totalDays: number;
}

export const invoices = pgTable(
  "invoices",
  {
    id: id(),
    /** series, year and place in the year's run: CA-2026-000123 (lib/domain/subscriptions/invoice-number.ts) */
    number: text().notNull(),
    ...storeOwnedColumns(),
    subscriptionId: integer("subscription_id").references(() => subscriptions.id, { onDelete: "set null" }),
    planKey: planKey("plan_key").notNull(),
    periods: integer().notNull(),
    periodStart: timestamp("period_start", { withTimezone: true }),
    periodEnd: timestamp("period_end", { withTimezone: true }),
    currency: billingCurrency("currency").notNull(),
    unitPrice: numeric("unit_price", { precision: 12, scale: 2 }).notNull(),
    credit: numeric({ precision: 12, scale: 2 }).notNull().default("0"),
    creditSource: jsonb("credit_source").$type<InvoiceCredit>(),
    total: numeric({ precision: 12, scale: 2 }).notNull(),
    vatRate: numeric("vat_rate", { precision: 5, scale: 2 }).notNull(),
    vatAmount: numeric("vat_amount", { precision: 12, scale: 2 }).notNull(),
    seller: jsonb().$type<InvoiceParty>().notNull(),
    buyer: jsonb().$type<InvoiceParty>().notNull(),
    status: invoiceStatus().notNull().default("unpaid"),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    /** pay by this day (INVOICE_DUE_DAYS after issue) */
    dueAt: timestamp("due_at", { withTimezone: true }),
    /** the version of the public offer in force when the invoice was issued */
    offerVersion: integer("offer_version"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("invoices_number_key").on(table.number),
    index("invoices_company_idx").on(table.companyId, table.issuedAt),
    index("invoices_subscription_idx").on(table.subscriptionId),
  ],
);

/** Money received against an invoice, from whichever payment provider reported it. */
export const payments = pgTable(
  "payments",
  {
    id: id(),
    companyId: companyColumn(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    provider: text().notNull(),
    amount: numeric({ precision: 12, scale: 2 }).notNull(),
    currency: billingCurrency("currency").notNull(),
    reference: text().notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }).notNull(),
    recordedBy: integer("recorded_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("payments_provider_reference_key").on(table.provider, table.reference),
    index("payments_invoice_idx").on(table.invoiceId),
  ],
);
