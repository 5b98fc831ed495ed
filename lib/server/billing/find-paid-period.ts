import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { invoices } from "../../db/schema/billing";
import type { Db } from "../../db/types";
import type { SubscriptionRow } from "../../domain/subscriptions/subscription-row";
import type { PaidPeriod } from "../../domain/subscriptions/upgrade-credit";

/** The running subscription's paid period and what its invoice charged; null when it was not paid by invoice. */
export async function unsafeFindPaidPeriod(tx: Db, storeId: number, row: SubscriptionRow): Promise<PaidPeriod | null> {
  if (!row.paid || !row.startsAt || !row.endsAt) return null;
  const [invoice] = await tx
    .select({ number: invoices.number, total: invoices.total })
    .from(invoices)
    .where(and(eq(invoices.storeId, storeId), eq(invoices.subscriptionId, row.id), eq(invoices.status, "paid")))
    .orderBy(desc(invoices.id))
    .limit(1);
  if (!invoice) return null;
  return { invoiceNumber: invoice.number, planKey: row.planKey, total: invoice.total, startsAt: row.startsAt, endsAt: row.endsAt };
}
