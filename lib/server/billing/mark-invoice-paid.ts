import "server-only";
import { and, eq } from "drizzle-orm";
import { invoices, payments } from "../../db/schema/billing";
import { subscriptions } from "../../db/schema/subscriptions";
import type { Db } from "../../db/types";
import { addDecimals, parseDecimal } from "../../domain/decimal";
import type { InvoicePayment } from "../../schemas/billing";
import { DomainError, NotFoundError, type StoreContext } from "../context";
import { recordAction } from "../history/record-action";
import { uniqueViolation } from "../shared/unique-violation";
import { unsafeLoadBillingStore } from "../subscriptions/billing-store";
import { loadPlans } from "../subscriptions/load-plans";
import { settleLockedStore } from "../subscriptions/settle-subscriptions";
import { startPaidPeriod } from "../subscriptions/start-paid-period";
import { storeFunction } from "../tenancy/store-function";
import { bankTransferProvider } from "./bank-transfer-provider";
import { INVOICE_OF_INPUT } from "./invoice-scope";
import { recordBillingNotice } from "./record-billing-notice";
import type { PaymentProvider } from "./payment-provider";

const sameAmount = (a: string, b: string) => addDecimals(parseDecimal(a), { ...parseDecimal(b), units: -parseDecimal(b).units }).units === 0n;

/**
 * The platform administrator records a payment of the whole invoice. Its subscription becomes paid; one
 * that waited for the payment starts now (and the menu opens).
 */
export const markInvoicePaid = storeFunction(INVOICE_OF_INPUT, (ctx: StoreContext, input: InvoicePayment) => recordInvoicePayment(ctx, input, bankTransferProvider));

/** Records the payment through `provider` (the bank transfer today; an online acquirer's webhook later). */
export async function recordInvoicePayment(ctx: StoreContext, input: InvoicePayment, provider: PaymentProvider): Promise<{ paymentId: number }> {
  const now = ctx.clock.now();
  if (ctx.actor.role !== "administrator") throw new NotFoundError();
  const plans = await loadPlans(ctx.db);
  /** an acquirer's verified notification is recorded by no one */
  const recordedBy = provider.key === "bank_transfer" ? ctx.actor.userId : null;
  try {
    return await ctx.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const store = (await unsafeLoadBillingStore(tx, ctx.store.id, true))!;
      const [invoice] = await tx
        .select()
        .from(invoices)
        .where(and(eq(invoices.id, input.invoiceId), eq(invoices.storeId, store.id)))
        .for("update");
      if (!invoice) throw new NotFoundError();
      if (invoice.status !== "unpaid") throw new DomainError("invoicePaid");
      if (!sameAmount(input.amount, invoice.total)) throw new DomainError("paymentAmountMismatch", "amount");
      const [payment] = await tx
        .insert(payments)
        .values({
          companyId: invoice.companyId,
          invoiceId: invoice.id,
          provider: provider.key,
          amount: input.amount,
          currency: invoice.currency,
          reference: input.reference,
          paidAt: input.paidOn,
          recordedBy,
          createdAt: now,
        })
        .returning({ id: payments.id });
      await tx.update(invoices).set({ status: "paid", paidAt: input.paidOn }).where(eq(invoices.id, invoice.id));
      if (invoice.subscriptionId) {
        await tx.update(subscriptions).set({ paid: true }).where(eq(subscriptions.id, invoice.subscriptionId));
        const settled = await settleLockedStore(tx, store, plans, now);
        if (await startPaidPeriod(tx, settled, invoice.subscriptionId, now, recordedBy)) await settleLockedStore(tx, store, plans, now);
      }
      await recordAction(tx, ctx, {
        companyId: invoice.companyId,
        storeId: invoice.storeId,
        event: "create",
        objectType: "payment",
        objectId: payment!.id,
        after: { invoiceNumber: invoice.number, amount: input.amount, currency: invoice.currency, reference: input.reference, provider: provider.key },
      });
      await recordBillingNotice(tx, store, {
        kind: "payment_recorded",
        key: `payment_recorded:${payment!.id}`,
        at: now,
        values: { plan: invoice.planKey, number: invoice.number, amount: input.amount, currency: invoice.currency, invoiceId: invoice.id },
      });
      return { paymentId: payment!.id };
    });
  } catch (error) {
    if (uniqueViolation(error) === "payments_provider_reference_key") throw new DomainError("paymentReferenceExists", "reference");
    throw error;
  }
}
