import "server-only";
import { and, eq, type SQL } from "drizzle-orm";
import { paymentCheckouts } from "../../db/schema/payments";
import type { Db } from "../../db/types";
import type { ProviderEvent } from "../billing/payment-provider";

export type CheckoutRow = typeof paymentCheckouts.$inferSelect;

/** The checkout an acquirer's event is about, by our id, its checkout reference or its transaction, locked. */
export async function findCheckout(tx: Db, provider: string, event: ProviderEvent): Promise<CheckoutRow | null> {
  const keys: SQL[] = [];
  if (event.checkoutId !== null) keys.push(eq(paymentCheckouts.id, event.checkoutId));
  if (event.providerRef) keys.push(eq(paymentCheckouts.providerRef, event.providerRef));
  if (event.transactionRef) keys.push(eq(paymentCheckouts.transactionRef, event.transactionRef));
  for (const key of keys) {
    const [row] = await tx.select().from(paymentCheckouts).where(and(eq(paymentCheckouts.provider, provider), key)).for("update");
    if (row) return row;
  }
  return null;
}
