import { eq } from "drizzle-orm";
import { stores } from "../../db/schema/stores";
import { canAccessStore } from "../../domain/permissions";
import { NotFoundError, type ServerContext } from "../context";

/** The store if the actor may manage it; otherwise NotFoundError (foreign and missing look alike). */
export async function requireStoreAccess(ctx: ServerContext, storeId: number) {
  const [store] = await ctx.db
    .select({ id: stores.id, companyId: stores.companyId, urlKey: stores.urlKey, currency: stores.currency, timezone: stores.timezone })
    .from(stores)
    .where(eq(stores.id, storeId))
    .limit(1);
  if (!store || !canAccessStore(ctx.actor, store)) throw new NotFoundError();
  return store;
}
