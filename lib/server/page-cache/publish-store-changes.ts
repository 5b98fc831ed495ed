import "server-only";
import type { Database } from "../../db/types";
import { publishStoreChange } from "./store-changes";
import { STORE_CHANGED_CHANNEL } from "./store-changed";

/**
 * Passes the database's notifications of changed stores (from every instance, on commit) on to the page
 * cache of this process; returns the function that stops listening.
 */
export function publishStoreChanges(database: Database): Promise<() => Promise<void>> {
  return database.listen(STORE_CHANGED_CHANNEL, {
    onNotify: (payload) => {
      const storeId = Number(payload);
      publishStoreChange(Number.isInteger(storeId) ? { type: "changed", storeId } : { type: "everything" });
    },
    onLost: () => publishStoreChange({ type: "lost" }),
    onReady: () => publishStoreChange({ type: "ready" }),
  });
}
