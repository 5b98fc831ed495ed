import "server-only";
import { type Env, env } from "../../env";
import type { PaymentProvider } from "../billing/payment-provider";
import { bepaidProvider } from "./bepaid-provider";
import { stripeProvider } from "./stripe-provider";

/** The acquirer PAYMENT_PROVIDER names, with its checked settings; null when invoices are paid by bank transfer only. */
export function cardPaymentProvider(config: Env = env()): PaymentProvider | null {
  switch (config.PAYMENT_PROVIDER) {
    case "bepaid":
      return bepaidProvider({ shopId: config.BEPAID_SHOP_ID!, secretKey: config.BEPAID_SECRET_KEY!, publicKey: config.BEPAID_PUBLIC_KEY, apiUrl: config.BEPAID_API_URL, gatewayUrl: config.BEPAID_GATEWAY_URL, test: config.BEPAID_TEST_MODE });
    case "stripe":
      return stripeProvider({ secretKey: config.STRIPE_SECRET_KEY!, webhookSecret: config.STRIPE_WEBHOOK_SECRET!, apiUrl: config.STRIPE_API_URL });
    default:
      return null;
  }
}
