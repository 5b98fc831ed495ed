import "server-only";
import { LRUCache } from "lru-cache";

/** Beacons one address may send a minute: a busy venue's guests behind one Wi-Fi address stay well under it. */
export const BEACONS_PER_ADDRESS_PER_MINUTE = 300;

/**
 * Kept in this process's memory rather than in `rate_limits`: the guest's address must never reach the
 * database, and a beacon must cost no write. Each process limits on its own.
 */
const windows = new LRUCache<string, { hits: number }>({ max: 50_000, ttl: 60_000, noUpdateTTL: true });

/** Counts one beacon from `address`; false once the minute's allowance is used up. */
export function takeBeaconAllowance(address: string): boolean {
  const window = windows.get(address);
  if (!window) {
    windows.set(address, { hits: 1 });
    return true;
  }
  window.hits += 1;
  return window.hits <= BEACONS_PER_ADDRESS_PER_MINUTE;
}
