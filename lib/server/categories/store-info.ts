import type { MenuStoreInfo } from "./category-dto";
import type { MenuStore } from "./require-menu-store";

export function storeInfo(store: MenuStore): MenuStoreInfo {
  return {
    id: store.id,
    primaryLocale: store.primaryLocale,
    contentLocales: store.contentLocales,
    timezone: store.timezone,
    currency: store.currency,
  };
}
