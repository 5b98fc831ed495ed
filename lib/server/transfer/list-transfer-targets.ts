import { asc, eq } from "drizzle-orm";
import { stores } from "../../db/schema/stores";
import { canAccessStore } from "../../domain/permissions";
import type { ServerContext } from "../context";
import { requireStoreAccess } from "../stores/require-store-access";

/** The other stores of this store's company that the actor manages, and how many stores the company has. */
export async function listTransferTargets(ctx: ServerContext, input: { storeId: number }) {
  const store = await requireStoreAccess(ctx, input.storeId);
  const rows = await ctx.db
    .select({ id: stores.id, companyId: stores.companyId, name: stores.name, urlKey: stores.urlKey })
    .from(stores)
    .where(eq(stores.companyId, store.companyId))
    .orderBy(asc(stores.name), asc(stores.id));
  const targets = rows
    .filter((row) => row.id !== store.id && canAccessStore(ctx.actor, row))
    .map(({ id, name, urlKey }) => ({ id, name, urlKey }));
  return { targets, companyStores: rows.length };
}
