import "server-only";
import { and, eq, type SQL } from "drizzle-orm";
import { actionHistory } from "../../db/schema/history";
import type { StoreContext } from "../context";

/**
 * The history entries the actor may read from a store's admin panel: the store's company for
 * administrators and company managers, only the store's own entries for store managers.
 */
export function historyScope(ctx: StoreContext): { store: StoreContext["store"]; where: SQL } {
  const { store } = ctx;
  const company = eq(actionHistory.companyId, store.companyId);
  const where = ctx.actor.role === "store_manager" ? and(company, eq(actionHistory.storeId, store.id))! : company;
  return { store, where };
}
