import "server-only";
import type { MenuStoreInfo } from "./category-dto";
import type { StoreContext } from "../context";
import { storeMayUseFeature } from "../subscriptions/store-may-use-feature";

/** What the menu editors need of the store, including whether its plan applies schedules on the guest menu. */
export async function storeInfo(ctx: StoreContext): Promise<MenuStoreInfo> {
  const { store } = ctx;
  return {
    id: store.id,
    primaryLocale: store.primaryLocale,
    contentLocales: store.contentLocales,
    timezone: store.timezone,
    currency: store.currency,
    schedulesApply: await storeMayUseFeature(ctx, store.id, "scheduled_hiding"),
  };
}
