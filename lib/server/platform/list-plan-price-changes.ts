import "server-only";
import { desc, eq } from "drizzle-orm";
import { planPriceChanges } from "../../db/schema/platform";
import { users } from "../../db/schema/users";
import { NotFoundError, type ServerContext } from "../context";

const LIST_LIMIT = 100;

/** The latest price changes, newest first, with who made them; anyone but the platform administrator is refused as not found. */
export async function listPlanPriceChanges(ctx: ServerContext) {
  if (ctx.actor.role !== "administrator") throw new NotFoundError();
  return ctx.db
    .select({ id: planPriceChanges.id, planKey: planPriceChanges.planKey, currency: planPriceChanges.currency, before: planPriceChanges.before, after: planPriceChanges.after, createdAt: planPriceChanges.createdAt, author: users.email })
    .from(planPriceChanges)
    .leftJoin(users, eq(users.id, planPriceChanges.userId))
    .orderBy(desc(planPriceChanges.createdAt), desc(planPriceChanges.id))
    .limit(LIST_LIMIT);
}

export type PlanPriceChange = Awaited<ReturnType<typeof listPlanPriceChanges>>[number];
