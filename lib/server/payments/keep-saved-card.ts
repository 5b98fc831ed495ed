import "server-only";
import type { Db } from "../../db/types";
import { cardRenewals, savedCards } from "../../db/schema/payments";
import type { PaymentProvider, ProviderEvent } from "../billing/payment-provider";
import { log } from "../../log";
import { findCheckout } from "./find-checkout";

/**
 * After a paid checkout on which the owner ticked "renew automatically by card": the card the acquirer kept
 * becomes the company's saved card (replacing an older one) and the venue's plan renews itself by it.
 * Only the acquirer's references and the brand, last digits and expiry are stored.
 */
export async function keepSavedCard(db: Db, provider: PaymentProvider, event: ProviderEvent, now: Date): Promise<boolean> {
  if (event.kind !== "paid" || !provider.savedCard) return false;
  const checkout = await findCheckout(db, provider.key, event);
  if (!checkout?.saveCard || checkout.status !== "paid") return false;
  let card;
  try {
    card = await provider.savedCard(event);
  } catch (error) {
    log.warn({ err: error, provider: provider.key, checkoutId: checkout.id }, "saved card not read");
    return false;
  }
  if (!card) return false;
  const values = { provider: provider.key, ...card, updatedAt: now };
  await db.transaction(async (tx) => {
    await tx.insert(savedCards).values({ companyId: checkout.companyId, ...values, createdAt: now }).onConflictDoUpdate({ target: savedCards.companyId, set: values });
    await tx
      .insert(cardRenewals)
      .values({ companyId: checkout.companyId, storeId: checkout.storeId, enabled: true, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: cardRenewals.storeId, set: { enabled: true, updatedAt: now } });
  });
  return true;
}
