import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { invoices } from "../../db/schema/billing";
import type { Db } from "../../db/types";

/** The unpaid invoice of a subscription in `storeId`, if any. */
export async function unsafeFindOpenInvoice(db: Db, storeId: number, subscriptionId: number) {
  const [invoice] = await db
    .select({ id: invoices.id, number: invoices.number, total: invoices.total, currency: invoices.currency })
    .from(invoices)
    .where(and(eq(invoices.storeId, storeId), eq(invoices.subscriptionId, subscriptionId), eq(invoices.status, "unpaid")))
    .orderBy(desc(invoices.id))
    .limit(1);
  return invoice ?? null;
}
