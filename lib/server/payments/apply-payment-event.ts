import "server-only";
import { eq } from "drizzle-orm";
import { invoices } from "../../db/schema/billing";
import { paymentCheckouts, paymentEvents } from "../../db/schema/payments";
import type { Db } from "../../db/types";
import type { Clock } from "../context";
import { DomainError, serverContext } from "../context";
import type { PaymentProvider, ProviderEvent } from "../billing/payment-provider";
import { recordInvoicePayment } from "../billing/mark-invoice-paid";
import { reverseInvoicePayment } from "../billing/reverse-invoice-payment";
import { INVOICE_OF_INPUT } from "../billing/invoice-scope";
import { noteRenewalCard } from "../billing/note-renewal-card";
import { inStore } from "../tenancy/store-function";
import { nextCheckoutStatus } from "./checkout-status";
import { type CheckoutRow, findCheckout } from "./find-checkout";
import { toMinorUnits } from "./minor-units";
import { recordDeclinedRenewal } from "./record-declined-renewal";
import { PROVIDER_ACTOR } from "./provider-actor";

export type EventOutcome = "applied" | "replayed" | "ignored" | "refused";

/** Whether the event's money is exactly the checkout's and the invoice's: nothing is marked paid otherwise. */
function sameMoney(event: ProviderEvent, checkout: CheckoutRow, invoiceTotal: string): boolean {
  const amount = toMinorUnits(checkout.amount);
  return event.amountMinor === amount && toMinorUnits(invoiceTotal) === amount && event.currency?.toUpperCase() === checkout.currency;
}

/**
 * Applies a verified notification once: the raw body is kept under the provider's event id, and a second
 * delivery of that id changes nothing. A checkout's status only moves forward (a failure reported after
 * the payment, or a payment after its refund, is kept for audit and ignored); a payment of the right
 * amount and currency pays the invoice by the billing rules, which opens the menu; its full refund makes
 * the invoice unpaid again and voids the period it paid for. A declined renewal charge tells the owner.
 */
export async function applyPaymentEvent(db: Db, clock: Clock, provider: PaymentProvider, event: ProviderEvent, body: string): Promise<EventOutcome> {
  const now = clock.now();
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [stored] = await tx
      .insert(paymentEvents)
      .values({ provider: provider.key, eventId: event.eventId, kind: event.kind, outcome: "ignored", body, receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!stored) return "replayed";
    const outcome = await applyToCheckout(tx, clock, provider, event);
    await tx.update(paymentEvents).set({ outcome: outcome.outcome, checkoutId: outcome.checkout?.id ?? null, companyId: outcome.checkout?.companyId ?? null }).where(eq(paymentEvents.id, stored.id));
    return outcome.outcome;
  });
}

async function applyToCheckout(tx: Db, clock: Clock, provider: PaymentProvider, event: ProviderEvent): Promise<{ outcome: EventOutcome; checkout: CheckoutRow | null }> {
  const checkout = await findCheckout(tx, provider.key, event);
  if (!checkout) return { outcome: "ignored", checkout: null };
  const details = {
    transactionRef: checkout.transactionRef ?? event.transactionRef,
    paymentMethod: event.paymentMethod ?? checkout.paymentMethod,
    receiptUrl: event.receiptUrl ?? checkout.receiptUrl,
  };
  const status = nextCheckoutStatus(checkout.status, event.kind);
  if (!status) {
    await tx.update(paymentCheckouts).set(details).where(eq(paymentCheckouts.id, checkout.id));
    return { outcome: "ignored", checkout };
  }
  if (status === "paid") {
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, checkout.invoiceId));
    if (!invoice || !sameMoney(event, checkout, invoice.total)) return { outcome: "refused", checkout };
    if (invoice.status === "unpaid") await payInvoice(tx, clock, provider, checkout, invoice.total, event, details.paymentMethod);
  }
  await tx
    .update(paymentCheckouts)
    .set({ ...details, status, failureReason: status === "failed" ? event.reason : checkout.failureReason })
    .where(eq(paymentCheckouts.id, checkout.id));
  if (status === "failed" && checkout.attempt !== null) await recordDeclinedRenewal(tx, checkout, event.reason, clock.now());
  if (status === "refunded" && checkout.status === "paid" && event.amountMinor === toMinorUnits(checkout.amount)) await reverseInvoicePayment(tx, clock, provider, checkout.invoiceId);
  return { outcome: "applied", checkout };
}

/** Pays the invoice by the billing rules; a renewal's "payment recorded" notice names the saved card charged. */
async function payInvoice(tx: Db, clock: Clock, provider: PaymentProvider, checkout: CheckoutRow, total: string, event: ProviderEvent, paymentMethod: string | null) {
  const input = { invoiceId: checkout.invoiceId, amount: total, paidOn: event.occurredAt, reference: event.transactionRef ?? checkout.providerRef ?? `checkout-${checkout.id}` };
  const ctx = await inStore(serverContext(tx, PROVIDER_ACTOR, clock), INVOICE_OF_INPUT, input);
  try {
    const { paymentId } = await recordInvoicePayment(ctx, input, provider);
    if (checkout.attempt !== null && paymentMethod) await noteRenewalCard(tx, `payment_recorded:${paymentId}`, { card: paymentMethod.toUpperCase() });
  } catch (error) {
    if (!(error instanceof DomainError && error.key === "invoicePaid")) throw error;
  }
}
