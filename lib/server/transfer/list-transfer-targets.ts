import "server-only";
import { asc, eq } from "drizzle-orm";
import { stores } from "../../db/schema/stores";
import { canAccessStore } from "../../domain/permissions";
import type { StoreContext } from "../context";
import { STORE_OF_INPUT, storeFunction } from "../tenancy/store-function";

/** The other stores of this store's company that the actor manages, and how many stores the company has. */
export const listTransferTargets = storeFunction(STORE_OF_INPUT, async (ctx: StoreContext) => {
  const { store } = ctx;
  const rows = await ctx.db
    .select({ id: stores.id, companyId: stores.companyId, name: stores.name, urlKey: stores.urlKey })
    .from(stores)
    .where(eq(stores.companyId, store.companyId))
    .orderBy(asc(stores.name), asc(stores.id));
  const targets = rows
    .filter((row) => row.id !== store.id && canAccessStore(ctx.actor, row))
    .map(({ id, name, urlKey }) => ({ id, name, urlKey }));
  return { targets, companyStores: rows.length };
});
