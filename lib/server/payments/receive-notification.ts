import "server-only";
import type { Db } from "../../db/types";
import { type Clock, wallClock } from "../context";
import type { PaymentProvider } from "../billing/payment-provider";
import { applyPaymentEvent, type EventOutcome } from "./apply-payment-event";
import { keepSavedCard } from "./keep-saved-card";

/**
 * A notification as it arrived, verified on its raw body before anything is parsed or stored; one that
 * does not verify changes nothing and is answered 400, so a forged delivery leaves no trace but the log.
 * The signature's age is judged by the real time; the payment takes effect at the service's clock.
 */
export async function receiveNotification(db: Db, clock: Clock, provider: PaymentProvider, request: { headers: Headers; body: string }, realNow = wallClock.now()): Promise<EventOutcome | "unverified"> {
  const event = provider.verifyNotification?.(request, realNow) ?? null;
  if (!event) return "unverified";
  const outcome = await applyPaymentEvent(db, clock, provider, event, request.body);
  if (outcome === "applied") await keepSavedCard(db, provider, event, clock.now());
  return outcome;
}
