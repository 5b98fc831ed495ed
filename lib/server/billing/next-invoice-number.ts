import "server-only";
import { sql } from "drizzle-orm";
import { invoiceCounters } from "../../db/schema/billing";
import type { Db } from "../../db/types";
import { formatInvoiceNumber, invoiceYear } from "../../domain/subscriptions/invoice-number";
import { env } from "../../env";

/**
 * The next number of the configured series (INVOICE_SERIES) in the year of `at`. Call it inside the
 * transaction that inserts the invoice: the counter row stays locked until commit, so concurrent
 * invoices wait their turn, and a rolled-back invoice gives its number back.
 */
export async function nextInvoiceNumber(tx: Db, at: Date, series: string = env().INVOICE_SERIES): Promise<string> {
  const year = invoiceYear(at);
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ series, year, last: 1 })
    .onConflictDoUpdate({ target: [invoiceCounters.series, invoiceCounters.year], set: { last: sql`${invoiceCounters.last} + 1` } })
    .returning({ last: invoiceCounters.last });
  return formatInvoiceNumber(series, year, counter!.last);
}
