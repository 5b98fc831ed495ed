import "server-only";
import type { StoreContext } from "../context";
import { STORE_OF_ID, storeFunction } from "../tenancy/store-function";
import { type ActiveSubscriptionDto, activeSubscriptionDto } from "./subscription-dto";
import { requireStoreSubscriptions } from "./require-store-subscriptions";

/** The store's running subscription as of `ctx.clock.now()` (SPEC §7 GET /api/subscription/active). */
export const getActiveSubscription = storeFunction(STORE_OF_ID, async (ctx: StoreContext, storeId: number): Promise<ActiveSubscriptionDto> => {
  const { state } = await requireStoreSubscriptions(ctx);
  return activeSubscriptionDto(storeId, state, ctx.clock.now());
});
