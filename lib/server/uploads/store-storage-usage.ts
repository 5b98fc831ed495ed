import "server-only";
import { storageQuotaBytes } from "../../domain/subscriptions/storage-quota";
import type { StorageUsage } from "../../uploads/contract";
import type { StoreContext } from "../context";
import { requireStoreSubscriptions } from "../subscriptions/require-store-subscriptions";
import { STORE_OF_ID, storeFunction } from "../tenancy/store-function";
import { unsafeStoreStorageUsed } from "./store-storage-used";

/** How much image storage the store uses and may use under its running plan. */
export const storeStorageUsage = storeFunction(STORE_OF_ID, async (ctx: StoreContext, storeId: number): Promise<StorageUsage> => {
  const { state } = await requireStoreSubscriptions(ctx);
  return { usedBytes: await unsafeStoreStorageUsed(ctx.db, storeId), quotaBytes: storageQuotaBytes(state.plan?.key ?? null) };
});
