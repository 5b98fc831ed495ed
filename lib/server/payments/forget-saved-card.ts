import "server-only";
import { eq } from "drizzle-orm";
import { cardRenewals, savedCards } from "../../db/schema/payments";
import { log } from "../../log";
import type { PaymentProvider } from "../billing/payment-provider";
import type { StoreContext } from "../context";

/**
 * Carta forgets the company's saved card, and no venue of the company renews by it any more; then the acquirer
 * that keeps it is asked to let it go. Forgetting it here already stops every charge, so an acquirer that does
 * not answer is only logged.
 */
export async function forgetSavedCard(ctx: StoreContext, provider: PaymentProvider | null): Promise<{ removed: boolean }> {
  const { companyId } = ctx.store;
  const [card] = await ctx.db.transaction(async (tx) => {
    const removed = await tx.delete(savedCards).where(eq(savedCards.companyId, companyId)).returning();
    await tx.update(cardRenewals).set({ enabled: false, updatedAt: ctx.clock.now() }).where(eq(cardRenewals.companyId, companyId));
    return removed;
  });
  if (card && provider?.detachSavedCard && card.provider === provider.key) {
    try {
      await provider.detachSavedCard(card);
    } catch (error) {
      log.warn({ err: error, provider: provider.key, companyId, savedCardId: card.id }, "saved card not detached at the acquirer");
    }
  }
  return { removed: !!card };
}
