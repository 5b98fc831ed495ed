import "server-only";
import { eq } from "drizzle-orm";
import { cardRenewals, savedCards } from "../../db/schema/payments";
import type { CardRenewal } from "../../schemas/card-payment";
import { DomainError, type StoreContext } from "../context";
import { COMPANY_OF_INPUT, storeFunction } from "../tenancy/store-function";

/**
 * "Renew automatically by card" on or off for the venue. Turning it on needs the company's saved card;
 * turning it off charges nothing more and keeps the period already paid.
 */
export const setCardRenewal = storeFunction(COMPANY_OF_INPUT, async (ctx: StoreContext, input: CardRenewal): Promise<{ enabled: boolean }> => {
  const { store } = ctx;
  const now = ctx.clock.now();
  if (input.enabled) {
    const [card] = await ctx.db.select({ id: savedCards.id }).from(savedCards).where(eq(savedCards.companyId, store.companyId));
    if (!card) throw new DomainError("savedCardMissing");
  }
  await ctx.db
    .insert(cardRenewals)
    .values({ companyId: store.companyId, storeId: store.id, enabled: input.enabled, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: cardRenewals.storeId, set: { enabled: input.enabled, updatedAt: now } });
  return { enabled: input.enabled };
});
