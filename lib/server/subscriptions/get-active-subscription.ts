import "server-only";
import type { ServerContext } from "../context";
import { type ActiveSubscriptionDto, activeSubscriptionDto } from "./subscription-dto";
import { requireStoreSubscriptions } from "./require-store-subscriptions";

/** The store's running subscription as of `ctx.clock.now()` (SPEC §7 GET /api/subscription/active). */
export async function getActiveSubscription(ctx: ServerContext, storeId: number): Promise<ActiveSubscriptionDto> {
  const { state } = await requireStoreSubscriptions(ctx, storeId);
  return activeSubscriptionDto(storeId, state, ctx.clock.now());
}
