import "server-only";
import type { ServerContext } from "../context";
import { resolveStore } from "../tenancy/scoped-store";
import { type SettledSubscriptions, settleSubscriptions } from "./settle-subscriptions";

/** The settled timeline of a store the actor may manage; a foreign or missing store is not found. */
export async function requireStoreSubscriptions(ctx: ServerContext, storeId: number): Promise<SettledSubscriptions> {
  await resolveStore(ctx.db, ctx.actor, storeId, "store");
  return settleSubscriptions(ctx, storeId);
}
