import "server-only";
import { eq } from "drizzle-orm";
import { cardRenewals, savedCards } from "../../db/schema/payments";
import type { StoreContext } from "../context";
import { COMPANY_OF_INPUT, storeFunction } from "../tenancy/store-function";

/** "Remove card": Carta forgets the company's saved card, and no venue of the company renews by it any more. */
export const removeSavedCard = storeFunction(COMPANY_OF_INPUT, async (ctx: StoreContext): Promise<{ removed: boolean }> => {
  const { companyId } = ctx.store;
  return ctx.db.transaction(async (tx) => {
    const removed = await tx.delete(savedCards).where(eq(savedCards.companyId, companyId)).returning({ id: savedCards.id });
    await tx.update(cardRenewals).set({ enabled: false, updatedAt: ctx.clock.now() }).where(eq(cardRenewals.companyId, companyId));
    return { removed: removed.length > 0 };
  });
});
