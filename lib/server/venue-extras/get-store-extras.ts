import "server-only";
import { eq } from "drizzle-orm";
import { stores } from "../../db/schema/stores";
import { NotFoundError, type StoreContext } from "../context";
import { STORE_OF_ID, storeFunction } from "../tenancy/store-function";

/** The venue's Wi-Fi and review widget with the version a save must carry, for a store the actor manages. */
export const getStoreExtras = storeFunction(STORE_OF_ID, async (ctx: StoreContext) => {
  const { store } = ctx;
  const [row] = await ctx.db
    .select({ name: stores.name, version: stores.version, wifi: stores.wifi, reviewWidget: stores.reviewWidget })
    .from(stores)
    .where(eq(stores.id, store.id))
    .limit(1);
  if (!row) throw new NotFoundError();
  return { storeId: store.id, urlKey: store.urlKey, ...row };
});
