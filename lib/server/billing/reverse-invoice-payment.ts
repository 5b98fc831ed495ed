import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { invoices, payments } from "../../db/schema/billing";
import { subscriptions } from "../../db/schema/subscriptions";
import type { Db } from "../../db/types";
import { type Clock, serverContext } from "../context";
import { recordAction } from "../history/record-action";
import { PROVIDER_ACTOR } from "../payments/provider-actor";
import type { PaymentProvider } from "./payment-provider";

/**
 * The acquirer returned an invoice's whole payment: the invoice is unpaid again and the period it paid for
 * is void, so by the billing rules a running plan is unpaid (the menu closes) and a queued one will start
 * unpaid; paying the invoice again restores it. The payment stays recorded, its reversal in the history.
 */
export async function reverseInvoicePayment(tx: Db, clock: Clock, provider: PaymentProvider, invoiceId: number): Promise<boolean> {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for("update");
  if (!invoice || invoice.status !== "paid") return false;
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.invoiceId, invoice.id), eq(payments.provider, provider.key)))
    .orderBy(desc(payments.id))
    .limit(1);
  if (!payment) return false;
  await tx.update(invoices).set({ status: "unpaid", paidAt: null }).where(eq(invoices.id, invoice.id));
  if (invoice.subscriptionId) await tx.update(subscriptions).set({ paid: false }).where(and(eq(subscriptions.id, invoice.subscriptionId), eq(subscriptions.storeId, invoice.storeId)));
  await recordAction(tx, serverContext(tx, PROVIDER_ACTOR, clock), {
    companyId: invoice.companyId,
    storeId: invoice.storeId,
    event: "destroy",
    objectType: "payment",
    objectId: payment.id,
    before: { invoiceNumber: invoice.number, amount: payment.amount, currency: payment.currency, reference: payment.reference, provider: provider.key },
  });
  return true;
}
