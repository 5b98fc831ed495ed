import "server-only";
import { createPublicKey, verify } from "node:crypto";
import { z } from "zod";
import { bankTransferProvider } from "../billing/bank-transfer-provider";
import type { PaymentProvider, ProviderEvent } from "../billing/payment-provider";
import { toMinorUnits } from "./minor-units";
import { sameSecret } from "./same-secret";

export interface BepaidSettings {
  shopId: string;
  secretKey: string;
  /** base64 DER (as the back office shows it) or PEM; when set, every notification must carry a valid Content-Signature */
  publicKey: string | undefined;
  apiUrl: string;
  test: boolean;
}

const CHECKOUT_ANSWER = z.object({ checkout: z.object({ token: z.string().min(1), redirect_url: z.string().min(1) }) });

const NOTIFICATION = z.object({
  transaction: z.object({
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
    credit_card: z.object({ brand: z.string().nullish(), last_4: z.string().nullish() }).nullish(),
    created_at: z.string().nullish(),
    updated_at: z.string().nullish(),
  }),
});

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
      const transaction = parsed.data.transaction;
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
      };
    },
  };
}
