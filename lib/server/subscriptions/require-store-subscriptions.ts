import "server-only";
import type { StoreContext } from "../context";
import { type SettledSubscriptions, settleSubscriptions } from "./settle-subscriptions";

/** The settled timeline of the context's store (resolved and checked by its store function). */
export function requireStoreSubscriptions(ctx: StoreContext): Promise<SettledSubscriptions> {
  return settleSubscriptions(ctx, ctx.store.id);
}
