import "server-only";
import type { ProviderEvent } from "../billing/payment-provider";
import type { checkoutStatus } from "../../db/schema/payments";

type CheckoutStatus = (typeof checkoutStatus.enumValues)[number];

const RANK: Record<CheckoutStatus, number> = { pending: 0, failed: 1, paid: 2, refunded: 3 };
const TARGET: Partial<Record<ProviderEvent["kind"], CheckoutStatus>> = { failed: "failed", paid: "paid", refunded: "refunded" };

/**
 * Where an event moves a checkout, or null when it moves it nowhere. Statuses only move forward, so
 * events arriving out of order settle the same: a decline after the payment, or a payment after its
 * refund, changes nothing; a retried payment after a decline still counts.
 */
export function nextCheckoutStatus(current: CheckoutStatus, kind: ProviderEvent["kind"]): CheckoutStatus | null {
  const target = TARGET[kind];
  return target && RANK[target] > RANK[current] ? target : null;
}
