import "server-only";
import { createPublicKey, verify } from "node:crypto";
import { z } from "zod";
import { bankTransferProvider } from "../billing/bank-transfer-provider";
import type { PaymentProvider, ProviderEvent, SavedCardRef } from "../billing/payment-provider";
import { toMinorUnits } from "./minor-units";
import { sameSecret } from "./same-secret";

export interface BepaidSettings {
  shopId: string;
  secretKey: string;
  /** base64 DER (as the back office shows it) or PEM; when set, every notification must carry a valid Content-Signature */
  publicKey: string | undefined;
  apiUrl: string;
  /** the gateway API that charges a saved card's token */
  gatewayUrl: string;
  test: boolean;
}

const CHECKOUT_ANSWER = z.object({ checkout: z.object({ token: z.string().min(1), redirect_url: z.string().min(1) }) });

const TRANSACTION = z.object({
    uid: z.string().min(1),
    type: z.string(),
    status: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    tracking_id: z.string().nullish(),
    parent_uid: z.string().nullish(),
    message: z.string().nullish(),
    payment_method_type: z.string().nullish(),
    receipt_url: z.string().nullish(),
    credit_card: z
      .object({ brand: z.string().nullish(), last_4: z.string().nullish(), token: z.string().nullish(), exp_month: z.coerce.number().int().nullish(), exp_year: z.coerce.number().int().nullish() })
      .nullish(),
    created_at: z.string().nullish(),
    updated_at: z.string().nullish(),
  });

/** A notification, and the gateway's answer to a payment: the same transaction object. */
const NOTIFICATION = z.object({ transaction: TRANSACTION });

/** The gateway's answer to a request it refused outright (a token it does not know, a wrong amount). */
const REFUSAL = z.object({ message: z.string().nullish(), errors: z.unknown().optional() });

const TRACKING = /^carta-checkout-(\d+)$/;

function publicKeyOf(text: string) {
  const body = text.includes("BEGIN") ? text : `-----BEGIN PUBLIC KEY-----\n${text.replace(/\s+/g, "").replace(/(.{64})/g, "$1\n")}\n-----END PUBLIC KEY-----\n`;
  return createPublicKey(body);
}

function kindOf(type: string, status: string): ProviderEvent["kind"] {
  if (type === "refund") return status === "successful" ? "refunded" : "other";
  if (type !== "payment" && type !== "authorization") return "other";
  if (status === "successful") return "paid";
  if (status === "failed" || status === "expired" || status === "declined") return "failed";
  if (status === "pending" || status === "incomplete") return "pending";
  return "other";
}

function cardOf(card: z.infer<typeof TRANSACTION>["credit_card"]): SavedCardRef | null {
  if (!card?.token || !card.last_4) return null;
  return { customerRef: null, methodRef: card.token, brand: card.brand ?? "card", last4: card.last_4, expMonth: card.exp_month ?? null, expYear: card.exp_year ?? null };
}

/** A transaction as Carta acts on it, whether it came in a notification or in the gateway's answer. */
function eventOfTransaction(transaction: z.infer<typeof TRANSACTION>, now: Date): ProviderEvent {
  const card = transaction.credit_card;
  const tracked = TRACKING.exec(transaction.tracking_id ?? "");
  const kind = kindOf(transaction.type, transaction.status);
  return {
    eventId: `${transaction.uid}:${transaction.status}`,
    kind,
    checkoutId: tracked ? Number(tracked[1]) : null,
    providerRef: null,
    transactionRef: kind === "refunded" ? (transaction.parent_uid ?? null) : transaction.uid,
    amountMinor: transaction.amount,
    currency: transaction.currency,
    paymentMethod: card?.last_4 ? `${card.brand ?? "card"} •••• ${card.last_4}` : (transaction.payment_method_type ?? null),
    receiptUrl: transaction.receipt_url ?? null,
    reason: kind === "failed" ? (transaction.message ?? transaction.status) : null,
    occurredAt: new Date(transaction.updated_at ?? transaction.created_at ?? now),
    card: kind === "paid" ? cardOf(card) : null,
  };
}

/** bePaid hosted checkout (cards and ERIP): HTTP Basic with the shop id and secret key, API version 2. */
export function bepaidProvider(settings: BepaidSettings): PaymentProvider {
  const basic = `Basic ${Buffer.from(`${settings.shopId}:${settings.secretKey}`).toString("base64")}`;
  const key = settings.publicKey ? publicKeyOf(settings.publicKey) : null;
  return {
    key: "bepaid",
    instructions: bankTransferProvider.instructions,
    async createCheckout(request) {
      const response = await fetch(`${settings.apiUrl}/ctp/api/checkouts`, {
        method: "POST",
        headers: { authorization: basic, "content-type": "application/json", accept: "application/json", "x-api-version": "2" },
        body: JSON.stringify({
          checkout: {
            test: settings.test,
            transaction_type: "payment",
            attempts: 3,
            settings: {
              success_url: request.returnUrl,
              decline_url: request.returnUrl,
              fail_url: request.returnUrl,
              cancel_url: request.returnUrl,
              notification_url: request.notificationUrl,
              language: request.locale,
            },
            payment_method: { types: ["credit_card", "erip"], erip: { order_id: request.checkoutId, account_number: request.invoice.number } },
            order: {
              currency: request.invoice.currency,
              amount: toMinorUnits(request.invoice.total),
              description: request.description,
              tracking_id: `carta-checkout-${request.checkoutId}`,
            },
            customer: { email: request.email },
            ...(request.saveCard ? { additional_data: { contract: ["recurring"] } } : {}),
          },
        }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) throw new Error(`bePaid answered ${response.status} to a checkout`);
      const { checkout } = CHECKOUT_ANSWER.parse(await response.json());
      return { providerRef: checkout.token, url: checkout.redirect_url };
    },
    verifyNotification({ headers, body }, now) {
      if (!sameSecret(headers.get("authorization") ?? "", basic)) return null;
      if (key) {
        const signature = headers.get("content-signature");
        if (!signature || !verify("sha256", Buffer.from(body), key, Buffer.from(signature, "base64"))) return null;
      }
      let parsed;
      try {
        parsed = NOTIFICATION.safeParse(JSON.parse(body));
      } catch {
        return null;
      }
      if (!parsed.success) return null;
      return eventOfTransaction(parsed.data.transaction, now);
    },
    savedCard: async (event) => event.card ?? null,
    async chargeSavedCard(charge, now) {
      const response = await fetch(`${settings.gatewayUrl}/transactions/payments`, {
        method: "POST",
        headers: { authorization: basic, "content-type": "application/json", accept: "application/json", "x-api-version": "2" },
        body: JSON.stringify({
          request: {
            amount: toMinorUnits(charge.invoice.total),
            currency: charge.invoice.currency,
            description: charge.description,
            tracking_id: `carta-checkout-${charge.checkoutId}`,
            test: settings.test,
            notification_url: charge.notificationUrl,
            credit_card: { token: charge.card.methodRef },
            additional_data: { contract: ["recurring"] },
          },
        }),
        signal: AbortSignal.timeout(30_000),
      });
      const body = await response.text();
      const answer = NOTIFICATION.safeParse(JSON.parse(body));
      if (answer.success) return { event: eventOfTransaction(answer.data.transaction, now), body };
      const refusal = REFUSAL.safeParse(JSON.parse(body));
      if (response.status === 422 && refusal.success) {
        const reason = refusal.data.message ?? "declined";
        const event: ProviderEvent = { eventId: `refused:${charge.idempotencyKey}`, kind: "failed", checkoutId: charge.checkoutId, providerRef: null, transactionRef: null, amountMinor: toMinorUnits(charge.invoice.total), currency: charge.invoice.currency, paymentMethod: null, receiptUrl: null, reason, occurredAt: now };
        return { event, body };
      }
      throw new Error(`bePaid answered ${response.status} to a saved card charge`);
    },
  };
}
