import "server-only";
import type { PlanChange } from "../../schemas/billing";
import type { ServerContext } from "../context";
import { changePlan, type PlanChangeResult } from "./change-plan";

/** Asks for a plan now, replacing the running one once its invoice is paid (at once if already paid). */
export function activateSubscription(ctx: ServerContext, input: PlanChange): Promise<PlanChangeResult> {
  return changePlan(ctx, input, "activate");
}
