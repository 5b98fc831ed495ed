import "server-only";
import { createHmac } from "node:crypto";
import { sameSecret } from "./same-secret";

/** How old a signed Stripe event may be (Stripe's libraries default to five minutes). */
export const STRIPE_TOLERANCE_SECONDS = 300;

/** Whether a Stripe-Signature header signs `body` with `secret` within the tolerance of `now`. */
export function verifyStripeSignature(header: string | null, body: string, secret: string, now: Date): boolean {
  if (!header) return false;
  const parts = header.split(",").map((part) => part.split("=", 2) as [string, string?]);
  const timestamp = Number(parts.find(([name]) => name === "t")?.[1]);
  if (!Number.isInteger(timestamp) || Math.abs(now.getTime() / 1000 - timestamp) > STRIPE_TOLERANCE_SECONDS) return false;
  const expected = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return parts.some(([name, value]) => name === "v1" && value !== undefined && sameSecret(value, expected));
}
