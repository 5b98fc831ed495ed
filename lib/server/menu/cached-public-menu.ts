import { LRUCache } from "lru-cache";
import type { Db } from "../../db/types";
import { loadPublicMenu, type MenuCategory } from "./load-public-menu";

type MenuCache = LRUCache<string, Promise<MenuCategory[]>>;

const caches = ((globalThis as unknown as { cartaMenuCaches?: WeakMap<Db, MenuCache> }).cartaMenuCaches ??= new WeakMap());

function cacheFor(db: Db): MenuCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new LRUCache({ max: 2000 })));
  return cache;
}

interface CachedStore {
  id: number;
  primaryLocale: string;
  menuVersion: number;
}

/**
 * The store's menu tree per locale, cached in the process under the store's menu version: any
 * admin change bumps the version (lib/server/history/record-action.ts), so a changed menu is read
 * fresh on the next request on every instance, without cross-instance messages.
 */
export function cachedPublicMenu(db: Db, store: CachedStore, locale: string): Promise<MenuCategory[]> {
  const cache = cacheFor(db);
  const key = `${store.id}:${store.menuVersion}:${locale}`;
  let entry = cache.get(key);
  if (!entry) {
    entry = loadPublicMenu(db, store.id, locale, store.primaryLocale);
    entry.catch(() => cache.delete(key));
    cache.set(key, entry);
  }
  return entry;
}
