import "server-only";
import { z } from "zod";
import { bankTransferProvider } from "../billing/bank-transfer-provider";
import type { PaymentProvider, ProviderEvent } from "../billing/payment-provider";
import { toMinorUnits } from "./minor-units";
import { verifyStripeSignature } from "./stripe-signature";

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  apiUrl: string;
}

const SESSION_ANSWER = z.object({ id: z.string().min(1), url: z.string().min(1) });

const EVENT = z.object({
  id: z.string().min(1),
  type: z.string(),
  created: z.number(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

const text = (value: unknown) => (typeof value === "string" && value ? value : null);
const number = (value: unknown) => (typeof value === "number" ? value : null);
const checkoutIdOf = (value: unknown) => {
  const id = Number(text(value));
  return Number.isInteger(id) && id > 0 ? id : null;
};
const metadataOf = (object: Record<string, unknown>) => (object.metadata && typeof object.metadata === "object" ? (object.metadata as Record<string, unknown>) : {});

function eventOf(type: string, object: Record<string, unknown>): Omit<ProviderEvent, "eventId" | "occurredAt"> | null {
  const base = { paymentMethod: null, receiptUrl: null, reason: null };
  if (type.startsWith("checkout.session.")) {
    const paid = object.payment_status === "paid";
    const kind: ProviderEvent["kind"] =
      type === "checkout.session.completed" ? (paid ? "paid" : "pending")
      : type === "checkout.session.async_payment_succeeded" ? "paid"
      : type === "checkout.session.async_payment_failed" || type === "checkout.session.expired" ? "failed"
      : "other";
    return {
      ...base,
      kind,
      checkoutId: checkoutIdOf(object.client_reference_id),
      providerRef: text(object.id),
      transactionRef: text(object.payment_intent),
      amountMinor: number(object.amount_total),
      currency: text(object.currency),
      reason: kind === "failed" ? (type === "checkout.session.expired" ? "expired" : "async_payment_failed") : null,
    };
  }
  if (type === "payment_intent.payment_failed") {
    const error = (object.last_payment_error ?? {}) as Record<string, unknown>;
    return {
      ...base,
      kind: "failed",
      checkoutId: checkoutIdOf(metadataOf(object).checkout_id),
      providerRef: null,
      transactionRef: text(object.id),
      amountMinor: number(object.amount),
      currency: text(object.currency),
      reason: text(error.message) ?? text(error.code) ?? "payment_failed",
    };
  }
  if (type === "charge.refunded" || type === "charge.succeeded") {
    const card = ((object.payment_method_details as Record<string, unknown> | undefined)?.card ?? {}) as Record<string, unknown>;
    return {
      ...base,
      kind: type === "charge.refunded" ? "refunded" : "other",
      checkoutId: checkoutIdOf(metadataOf(object).checkout_id),
      providerRef: null,
      transactionRef: text(object.payment_intent),
      amountMinor: number(type === "charge.refunded" ? object.amount_refunded : object.amount),
      currency: text(object.currency),
      paymentMethod: text(card.last4) ? `${text(card.brand) ?? "card"} •••• ${text(card.last4)}` : null,
      receiptUrl: text(object.receipt_url),
    };
  }
  return null;
}

/** Stripe Checkout Sessions (form-encoded, Bearer key) and signed webhooks; plain fetch, no SDK. */
export function stripeProvider(settings: StripeSettings): PaymentProvider {
  return {
    key: "stripe",
    instructions: bankTransferProvider.instructions,
    async createCheckout(request) {
      const form = new URLSearchParams({
        mode: "payment",
        success_url: request.returnUrl,
        cancel_url: request.returnUrl,
        client_reference_id: String(request.checkoutId),
        customer_email: request.email,
        locale: request.locale,
        "line_items[0][quantity]": "1",
        "line_items[0][price_data][currency]": request.invoice.currency.toLowerCase(),
        "line_items[0][price_data][unit_amount]": String(toMinorUnits(request.invoice.total)),
        "line_items[0][price_data][product_data][name]": request.description,
        "metadata[checkout_id]": String(request.checkoutId),
        "metadata[invoice_number]": request.invoice.number,
        "payment_intent_data[metadata][checkout_id]": String(request.checkoutId),
      });
      const response = await fetch(`${settings.apiUrl}/v1/checkout/sessions`, {
        method: "POST",
        headers: { authorization: `Bearer ${settings.secretKey}`, "content-type": "application/x-www-form-urlencoded", "idempotency-key": `carta-checkout-${request.checkoutId}` },
        body: form,
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) throw new Error(`Stripe answered ${response.status} to a checkout session`);
      const session = SESSION_ANSWER.parse(await response.json());
      return { providerRef: session.id, url: session.url };
    },
    verifyNotification({ headers, body }, now) {
      if (!verifyStripeSignature(headers.get("stripe-signature"), body, settings.webhookSecret, now)) return null;
      let parsed;
      try {
        parsed = EVENT.safeParse(JSON.parse(body));
      } catch {
        return null;
      }
      if (!parsed.success) return null;
      const event = eventOf(parsed.data.type, parsed.data.data.object);
      const occurredAt = new Date(parsed.data.created * 1000);
      return event ? { ...event, eventId: parsed.data.id, occurredAt } : { eventId: parsed.data.id, kind: "other", checkoutId: null, providerRef: null, transactionRef: null, amountMinor: null, currency: null, paymentMethod: null, receiptUrl: null, reason: null, occurredAt };
    },
  };
}
