import "server-only";
import type { PlanChange } from "../../schemas/billing";
import type { ServerContext } from "../context";
import { changePlan, type PlanChangeResult } from "./change-plan";

/** Queues a plan after the running one, with its invoice. */
export function addSubscription(ctx: ServerContext, input: PlanChange): Promise<PlanChangeResult> {
  return changePlan(ctx, input, "add");
}
