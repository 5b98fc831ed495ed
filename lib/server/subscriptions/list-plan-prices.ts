import "server-only";
import type { Plan } from "../../domain/subscriptions/plan";
import { NotFoundError, type ServerContext } from "../context";
import { loadPlans } from "./load-plans";

/** The paid plans with their features and prices, for the platform administrator's price screen; anyone else is refused as not found. */
export async function listPlanPrices(ctx: ServerContext): Promise<Plan[]> {
  if (ctx.actor.role !== "administrator") throw new NotFoundError();
  return [...(await loadPlans(ctx.db)).values()].filter((plan) => plan.paid);
}
