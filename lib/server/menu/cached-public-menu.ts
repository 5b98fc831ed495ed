import "server-only";
import { LRUCache } from "lru-cache";
import type { Db } from "../../db/types";
import { loadPublicMenu } from "./load-public-menu";
import type { MenuCategory } from "../../domain/menu-tree";
import { loadPromotionCategories } from "./load-public-promotions";
import { loadStoreLogos } from "./load-store-logos";
import { readVenueExtras } from "./load-venue-extras";
import { loadVenueTranslations, venueTexts, type VenueTexts, type VenueTextsStore } from "./venue-texts";

type MenuCache = LRUCache<string, Promise<unknown>>;

const caches = ((globalThis as unknown as { cartaMenuCaches?: WeakMap<Db, MenuCache> }).cartaMenuCaches ??= new WeakMap());

function cacheFor(db: Db): MenuCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new LRUCache({ max: 4000 })));
  return cache;
}

export interface CachedStore {
  id: number;
  primaryLocale: string;
  contentLocales: readonly string[];
  menuVersion: number;
}

/**
 * A store's guest-facing data, cached in the process under the store's menu version: any admin change
 * bumps the version (lib/server/history/record-action.ts), so a changed menu is read fresh on the next
 * request on every instance, without cross-instance messages.
 */
function cachedForMenu<T>(db: Db, store: CachedStore, part: string, load: () => Promise<T>): Promise<T> {
  const cache = cacheFor(db);
  const key = `${store.id}:${store.menuVersion}:${part}`;
  let entry = cache.get(key) as Promise<T> | undefined;
  if (!entry) {
    entry = load();
    entry.catch(() => cache.delete(key));
    cache.set(key, entry);
  }
  return entry;
}

export function cachedPublicMenu(db: Db, store: CachedStore, locale: string): Promise<MenuCategory[]> {
  return cachedForMenu(db, store, `menu:${locale}`, () => loadPublicMenu(db, store.id, locale, store));
}

export function cachedPromotionCategories(db: Db, store: CachedStore, locale: string) {
  return cachedForMenu(db, store, `promotions:${locale}`, () => loadPromotionCategories(db, store.id, locale, store));
}

export function cachedStoreLogos(db: Db, store: CachedStore) {
  return cachedForMenu(db, store, "logos", () => loadStoreLogos(db, store.id));
}

export function cachedVenueExtras(db: Db, store: CachedStore) {
  return cachedForMenu(db, store, "extras", () => readVenueExtras(db, store.id));
}

/** The venue's description, address, menu-page info and phone labels in `locale`, along the guest-text fallback order. */
export async function cachedVenueTexts(db: Db, store: CachedStore & VenueTextsStore, locale: string): Promise<VenueTexts> {
  return venueTexts(store, await cachedForMenu(db, store, "venue-texts", () => loadVenueTranslations(db, store)), locale);
}
