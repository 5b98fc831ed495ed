import "server-only";
import { z } from "zod";
import { bankTransferProvider } from "../billing/bank-transfer-provider";
import type { ChargeAnswer, OffSessionCharge, PaymentProvider, ProviderEvent, SavedCardRef } from "../billing/payment-provider";
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
  if (type === "payment_intent.succeeded") {
    return {
      ...base,
      kind: "paid",
      checkoutId: checkoutIdOf(metadataOf(object).checkout_id),
      providerRef: null,
      transactionRef: text(object.id),
      amountMinor: number(object.amount_received) ?? number(object.amount),
      currency: text(object.currency),
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

const PAYMENT_INTENT = z.object({
  id: z.string().min(1),
  status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  created: z.number().optional(),
  customer: z.string().nullish(),
  payment_method: z
    .union([z.string(), z.object({ id: z.string(), card: z.object({ brand: z.string(), last4: z.string(), exp_month: z.number().int(), exp_year: z.number().int() }).nullish() })])
    .nullish(),
});

/** A refused charge: 402 with the card error, and the payment intent it left behind. */
const CARD_ERROR = z.object({
  error: z.object({ code: z.string().nullish(), decline_code: z.string().nullish(), message: z.string().nullish(), payment_intent: PAYMENT_INTENT.nullish() }),
});

function chargeEvent(charge: OffSessionCharge, intent: z.infer<typeof PAYMENT_INTENT>, reason: string | null, now: Date): ProviderEvent {
  const kind: ProviderEvent["kind"] = intent.status === "succeeded" ? "paid" : intent.status === "processing" ? "pending" : "failed";
  return {
    eventId: `${intent.id}:${intent.status}`,
    kind,
    checkoutId: charge.checkoutId,
    providerRef: null,
    transactionRef: intent.id,
    amountMinor: intent.amount,
    currency: intent.currency,
    paymentMethod: `${charge.card.brand} •••• ${charge.card.last4}`,
    receiptUrl: null,
    reason: kind === "failed" ? (reason ?? intent.status) : null,
    occurredAt: now,
  };
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
        ...(request.saveCard ? { customer_creation: "always", "payment_intent_data[setup_future_usage]": "off_session" } : {}),
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
    async savedCard(event): Promise<SavedCardRef | null> {
      if (!event.transactionRef) return null;
      const response = await fetch(`${settings.apiUrl}/v1/payment_intents/${encodeURIComponent(event.transactionRef)}?expand[]=payment_method`, {
        headers: { authorization: `Bearer ${settings.secretKey}` },
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) throw new Error(`Stripe answered ${response.status} to a payment intent`);
      const intent = PAYMENT_INTENT.parse(await response.json());
      const method = intent.payment_method;
      if (!intent.customer || !method || typeof method === "string" || !method.card) return null;
      return { customerRef: intent.customer, methodRef: method.id, brand: method.card.brand, last4: method.card.last4, expMonth: method.card.exp_month, expYear: method.card.exp_year };
    },
    async chargeSavedCard(charge, now): Promise<ChargeAnswer> {
      const form = new URLSearchParams({
        amount: String(toMinorUnits(charge.invoice.total)),
        currency: charge.invoice.currency.toLowerCase(),
        customer: charge.card.customerRef ?? "",
        payment_method: charge.card.methodRef,
        off_session: "true",
        confirm: "true",
        description: charge.description,
        "metadata[checkout_id]": String(charge.checkoutId),
        "metadata[invoice_number]": charge.invoice.number,
      });
      const response = await fetch(`${settings.apiUrl}/v1/payment_intents`, {
        method: "POST",
        headers: { authorization: `Bearer ${settings.secretKey}`, "content-type": "application/x-www-form-urlencoded", "idempotency-key": charge.idempotencyKey },
        body: form,
        signal: AbortSignal.timeout(30_000),
      });
      const body = await response.text();
      if (response.ok) return { event: chargeEvent(charge, PAYMENT_INTENT.parse(JSON.parse(body)), null, now), body };
      const refused = CARD_ERROR.safeParse(JSON.parse(body));
      const intent = refused.success ? refused.data.error.payment_intent : null;
      if (response.status === 402 && intent) {
        const { message, decline_code: declineCode, code } = refused.data!.error;
        return { event: chargeEvent(charge, intent, message ?? declineCode ?? code ?? null, now), body };
      }
      throw new Error(`Stripe answered ${response.status} to an off-session charge`);
    },
    async detachSavedCard(card) {
      const response = await fetch(`${settings.apiUrl}/v1/payment_methods/${encodeURIComponent(card.methodRef)}/detach`, {
        method: "POST",
        headers: { authorization: `Bearer ${settings.secretKey}` },
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) throw new Error(`Stripe answered ${response.status} to detaching a payment method`);
    },
  };
}
