import "server-only";
import { and, eq } from "drizzle-orm";
import { invoices } from "../../db/schema/billing";
import { paymentCheckouts } from "../../db/schema/payments";
import type { CardPayment } from "../../schemas/card-payment";
import { rootOrigin } from "../../sites/public-origin";
import { DomainError, NotFoundError, type StoreContext } from "../context";
import type { PaymentProvider } from "../billing/payment-provider";
import { log } from "../../log";

/** Links that leave the server: built from configuration, never from the request. */
const resultUrl = (locale: string, urlKey: string, checkoutId: number) => `${rootOrigin()}/${locale}/${urlKey}/admin-panel/subscription/payments?checkout=${checkoutId}`;
export const notificationUrl = (provider: string) => `${rootOrigin()}/api/payments/${provider}/webhook`;

/**
 * Opens the acquirer's hosted checkout for an unpaid invoice and answers where to send the owner.
 * `provider` is the configured one (PAYMENT_PROVIDER); without one, invoices are paid by transfer only.
 */
export async function openCheckout(ctx: StoreContext, input: CardPayment, provider: PaymentProvider | null): Promise<{ url: string }> {
  if (!provider?.createCheckout) throw new DomainError("cardPaymentUnavailable");
  const { store } = ctx;
  const [invoice] = await ctx.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, input.invoiceId), eq(invoices.storeId, store.id), eq(invoices.companyId, store.companyId)));
  if (!invoice) throw new NotFoundError();
  if (invoice.status !== "unpaid") throw new DomainError("invoicePaid");
  const [checkout] = await ctx.db
    .insert(paymentCheckouts)
    .values({ companyId: store.companyId, storeId: store.id, invoiceId: invoice.id, provider: provider.key, amount: invoice.total, currency: invoice.currency, saveCard: input.saveCard, createdAt: ctx.clock.now() })
    .returning({ id: paymentCheckouts.id });
  const checkoutId = checkout!.id;
  try {
    const created = await provider.createCheckout({
      checkoutId,
      invoice: { id: invoice.id, number: invoice.number, total: invoice.total, currency: invoice.currency, seller: invoice.seller },
      description: `Carta ${invoice.number}`,
      returnUrl: resultUrl(input.locale, store.urlKey, checkoutId),
      notificationUrl: notificationUrl(provider.key),
      locale: input.locale,
      email: ctx.actor.email,
      saveCard: input.saveCard,
    });
    await ctx.db.update(paymentCheckouts).set({ providerRef: created.providerRef, url: created.url }).where(eq(paymentCheckouts.id, checkoutId));
    return { url: created.url };
  } catch (error) {
    await ctx.db.update(paymentCheckouts).set({ status: "failed", failureReason: "provider_unreachable" }).where(eq(paymentCheckouts.id, checkoutId));
    log.warn({ err: error, provider: provider.key, checkoutId }, "checkout not created");
    throw new DomainError("cardPaymentFailed");
  }
}
