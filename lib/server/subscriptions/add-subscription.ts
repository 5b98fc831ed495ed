import "server-only";
import type { PlanChange } from "../../schemas/billing";
import type { StoreContext } from "../context";
import { STORE_OF_INPUT, storeFunction } from "../tenancy/store-function";
import { changePlan, type PlanChangeResult } from "./change-plan";

/** Queues a plan after the running one, with its invoice. */
export const addSubscription = storeFunction(STORE_OF_INPUT, (ctx: StoreContext, input: PlanChange): Promise<PlanChangeResult> => changePlan(ctx, input, "add"));
