import "server-only";
import { LRUCache } from "lru-cache";
import type { Db } from "../../db/types";
import { resolveSite } from "../../sites/resolve-site";
import { siteConfig } from "../../sites/site-config";
import { findStoreBySite } from "../stores/find-store-by-site";

export interface BeaconStore {
  id: number;
  timezone: string;
}

/** A venue's identity changes rarely; a minute's delay after a renamed URL key or a new domain costs a few counts at most. */
const stores = new LRUCache<string, { store: BeaconStore | null }>({ max: 10_000, ttl: 60_000 });

/**
 * The venue whose page sent a beacon, from the host the page was served on (the beacon goes back to it):
 * null for the root site or an unknown host. Looked up once a minute per host, not per beacon: a host looked up
 * in the last minute is answered at once, without a promise.
 */
export function beaconStore(host: string | null, database: () => Promise<Db>): BeaconStore | null | Promise<BeaconStore | null> {
  const known = stores.get(host ?? "");
  if (known) return known.store;
  const site = resolveSite(host, siteConfig());
  if (site.kind === "root") return remember(host, null);
  return database()
    .then((db) => findStoreBySite(db, site))
    .then((found) => remember(host, found ? { id: found.id, timezone: found.timezone } : null));
}

function remember(host: string | null, store: BeaconStore | null): BeaconStore | null {
  stores.set(host ?? "", { store });
  return store;
}
