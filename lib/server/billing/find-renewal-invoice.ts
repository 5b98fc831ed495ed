import "server-only";
import { and, eq, isNotNull } from "drizzle-orm";
import { invoices } from "../../db/schema/billing";
import { paymentCheckouts } from "../../db/schema/payments";
import type { Db } from "../../db/types";

/** The unpaid invoice of the plan queued after the running one, with the renewal attempts charged for it. */
export async function findRenewalInvoice(db: Db, storeId: number, subscriptionId: number) {
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.storeId, storeId), eq(invoices.subscriptionId, subscriptionId), eq(invoices.status, "unpaid")));
  if (!invoice) return null;
  const attempts = await db
    .select({ attempt: paymentCheckouts.attempt, status: paymentCheckouts.status, at: paymentCheckouts.createdAt, failureReason: paymentCheckouts.failureReason })
    .from(paymentCheckouts)
    .where(and(eq(paymentCheckouts.invoiceId, invoice.id), isNotNull(paymentCheckouts.attempt)));
  return { invoice, attempts: attempts.map((row) => ({ ...row, attempt: row.attempt! })) };
}
