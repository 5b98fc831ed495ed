import "server-only";
import type { PlanChange } from "../../schemas/billing";
import type { StoreContext } from "../context";
import { STORE_OF_INPUT, storeFunction } from "../tenancy/store-function";
import { changePlan, type PlanChangeResult } from "./change-plan";

/** Asks for a plan now, replacing the running one once its invoice is paid (at once if already paid). */
export const activateSubscription = storeFunction(STORE_OF_INPUT, (ctx: StoreContext, input: PlanChange): Promise<PlanChangeResult> => changePlan(ctx, input, "activate"));
