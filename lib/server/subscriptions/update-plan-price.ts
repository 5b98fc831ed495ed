import "server-only";
import { eq } from "drizzle-orm";
import { planPrices, plans } from "../../db/schema/subscriptions";
import type { PlanPrice } from "../../schemas/billing";
import { DomainError, NotFoundError, type ServerContext } from "../context";

/**
 * The platform administrator sets what one period of a paid plan costs in a currency; invoices issued
 * from now on use it, those already issued keep theirs. Anyone else is refused as not found.
 */
export async function updatePlanPrice(ctx: ServerContext, input: PlanPrice): Promise<{ amount: string }> {
  if (ctx.actor.role !== "administrator") throw new NotFoundError();
  const [plan] = await ctx.db.select({ paid: plans.paid }).from(plans).where(eq(plans.key, input.planKey));
  if (!plan?.paid) throw new DomainError("planNotPriced", "planKey");
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(planPrices)
    .values({ planKey: input.planKey, currency: input.currency, amount: input.amount, updatedAt: now })
    .onConflictDoUpdate({ target: [planPrices.planKey, planPrices.currency], set: { amount: input.amount, updatedAt: now } })
    .returning({ amount: planPrices.amount });
  return { amount: row!.amount };
}

