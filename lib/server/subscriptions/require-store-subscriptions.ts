import type { ServerContext } from "../context";
import { requireStoreAccess } from "../stores/require-store-access";
import { type SettledSubscriptions, settleSubscriptions } from "./settle-subscriptions";

/** The settled timeline of a store the actor may manage; a foreign or missing store is not found. */
export async function requireStoreSubscriptions(ctx: ServerContext, storeId: number): Promise<SettledSubscriptions> {
  await requireStoreAccess(ctx, storeId);
  return settleSubscriptions(ctx, storeId);
}
