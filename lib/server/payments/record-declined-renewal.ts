import "server-only";
import { eq } from "drizzle-orm";
import { invoices } from "../../db/schema/billing";
import type { Db } from "../../db/types";
import { recordBillingNotice } from "../billing/record-billing-notice";
import type { CheckoutRow } from "./find-checkout";

/**
 * A renewal the saved card declined: the owner is told (in the admin shell and by mail, once per attempt)
 * with the acquirer's words, how much, and until when the menu stays open.
 */
export async function recordDeclinedRenewal(tx: Db, checkout: CheckoutRow, reason: string | null, at: Date): Promise<void> {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, checkout.invoiceId));
  if (!invoice) return;
  await recordBillingNotice(tx, { id: checkout.storeId, companyId: checkout.companyId }, {
    kind: "renewal_failed",
    key: `renewal_failed:${checkout.id}`,
    at,
    values: {
      plan: invoice.planKey,
      number: invoice.number,
      amount: invoice.total,
      currency: invoice.currency,
      invoiceId: invoice.id,
      reason: reason ?? "declined",
      ...(invoice.periodStart ? { date: invoice.periodStart.toISOString() } : {}),
    },
  });
}
