import "server-only";
import { and, eq } from "drizzle-orm";
import type { invoices } from "../../db/schema/billing";
import { paymentCheckouts } from "../../db/schema/payments";
import type { Db } from "../../db/types";
import { log } from "../../log";
import type { Clock } from "../context";
import { applyPaymentEvent } from "../payments/apply-payment-event";
import { notificationUrl } from "../payments/open-checkout";
import type { PaymentProvider, SavedCardRef } from "./payment-provider";

/** Our reference of a renewal attempt, and the acquirer's idempotency key for it: the same attempt is charged once. */
export const renewalRef = (invoiceId: number, attempt: number) => `carta-renewal-${invoiceId}-${attempt}`;

/**
 * Charges one recorded renewal attempt to the saved card and applies the answer as the acquirer's event
 * (paid: the invoice is paid by the billing rules; declined: the owner is told). The acquirer's webhook
 * about the same charge then changes nothing. An acquirer out of reach counts as a declined attempt,
 * without a mail, and the schedule tries again.
 */
export async function chargeRenewal(db: Db, clock: Clock, provider: PaymentProvider, checkoutId: number, invoice: typeof invoices.$inferSelect, attempt: number, card: SavedCardRef): Promise<string> {
  try {
    const answer = await provider.chargeSavedCard!(
      {
        checkoutId,
        idempotencyKey: renewalRef(invoice.id, attempt),
        invoice: { id: invoice.id, number: invoice.number, total: invoice.total, currency: invoice.currency, seller: invoice.seller },
        description: `Carta ${invoice.number}`,
        notificationUrl: notificationUrl(provider.key),
        card,
      },
      clock.now(),
    );
    return await applyPaymentEvent(db, clock, provider, answer.event, answer.body);
  } catch (error) {
    log.warn({ err: error, provider: provider.key, checkoutId }, "renewal not charged");
    await db
      .update(paymentCheckouts)
      .set({ status: "failed", failureReason: "provider_unreachable" })
      .where(and(eq(paymentCheckouts.id, checkoutId), eq(paymentCheckouts.status, "pending")));
    return "unreachable";
  }
}
