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
 * null for the root site or an unknown host. Looked up once a minute per host, not per beacon.
 */
export async function beaconStore(db: Db, host: string | null): Promise<BeaconStore | null> {
  const known = stores.get(host ?? "");
  if (known) return known.store;
  const site = resolveSite(host, siteConfig());
  const found = site.kind === "root" ? null : await findStoreBySite(db, site);
  const store = found ? { id: found.id, timezone: found.timezone } : null;
  stores.set(host ?? "", { store });
  return store;
}
