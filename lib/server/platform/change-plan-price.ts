import "server-only";
import { and, eq } from "drizzle-orm";
import { planPriceChanges } from "../../db/schema/platform";
import { planPrices } from "../../db/schema/subscriptions";
import type { PlanPrice } from "../../schemas/billing";
import { NotFoundError, type ServerContext } from "../context";
import { updatePlanPrice } from "../subscriptions/update-plan-price";
import { inTransaction } from "../transaction";

/** Sets a paid plan's price in a currency and records the change (who, from what, to what); anyone but the platform administrator is refused as not found. */
export async function changePlanPrice(ctx: ServerContext, input: PlanPrice): Promise<{ amount: string }> {
  if (ctx.actor.role !== "administrator") throw new NotFoundError();
  return inTransaction(ctx, async (tx) => {
    const [before] = await tx.db
      .select({ amount: planPrices.amount })
      .from(planPrices)
      .where(and(eq(planPrices.planKey, input.planKey), eq(planPrices.currency, input.currency)))
      .for("update");
    const saved = await updatePlanPrice(tx, input);
    if (before?.amount !== saved.amount) {
      await tx.db.insert(planPriceChanges).values({ planKey: input.planKey, currency: input.currency, before: before?.amount ?? null, after: saved.amount, userId: ctx.actor.userId, createdAt: ctx.clock.now() });
    }
    return saved;
  });
}
