import "server-only";
import { and, eq } from "drizzle-orm";
import { stores } from "../../db/schema/stores";
import type { OutdatedTexts } from "../../schemas/translations";
import type { StoreContext } from "../context";
import { notifyMenuChanged } from "../subscriptions/notify-menu-changed";
import { STORE_OF_INPUT, storeFunction } from "../tenancy/store-function";
import { inTransaction } from "../transaction";

/** Sets what the store's guests see of an outdated translation (the primary text or the translation); the guest pages refresh. */
export const setOutdatedTexts = storeFunction(STORE_OF_INPUT, async (ctx: StoreContext, input: OutdatedTexts): Promise<{ show: OutdatedTexts["show"] }> => {
  const { store } = ctx;
  return inTransaction(ctx, async (tx) => {
    await tx.db
      .update(stores)
      .set({ outdatedTexts: input.show })
      .where(and(eq(stores.id, store.id), eq(stores.companyId, store.companyId)));
    await notifyMenuChanged(tx.db, store.id);
    return { show: input.show };
  });
});
