import { and, eq, type SQL } from "drizzle-orm";
import { actionHistory } from "../../db/schema/history";
import type { ServerContext } from "../context";
import { requireStoreAccess } from "../stores/require-store-access";

/**
 * The history entries the actor may read from a store's admin panel: the store's company for
 * administrators and company managers, only the store's own entries for store managers.
 */
export async function historyScope(ctx: ServerContext, storeId: number): Promise<{ store: Awaited<ReturnType<typeof requireStoreAccess>>; where: SQL }> {
  const store = await requireStoreAccess(ctx, storeId);
  const company = eq(actionHistory.companyId, store.companyId);
  const where = ctx.actor.role === "store_manager" ? and(company, eq(actionHistory.storeId, store.id))! : company;
  return { store, where };
}
