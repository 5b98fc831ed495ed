import "server-only";
import type { MenuStoreInfo } from "./category-dto";
import type { ScopedStore } from "../tenancy/scoped-store";

export function storeInfo(store: ScopedStore): MenuStoreInfo {
  return {
    id: store.id,
    primaryLocale: store.primaryLocale,
    contentLocales: store.contentLocales,
    timezone: store.timezone,
    currency: store.currency,
  };
}
