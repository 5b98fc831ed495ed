import "server-only";
import type { BeaconCount } from "../../analytics/beacon-counts";
import { zonedDayHour } from "../../analytics/zoned-day-hour";
import type { BeaconStore } from "./beacon-store";
import { addPendingCounts } from "./pending-counts";

/** Adds a beacon's counts to the store's day (in its time zone), a menu open also to the hour it happened in. */
export function recordBeacon(store: BeaconStore, counts: readonly BeaconCount[], now: Date): void {
  const { day, hour } = zonedDayHour(now, store.timezone);
  const cells = counts.map((count) => ({ storeId: store.id, day, ...count }));
  if (counts.some((count) => count.dimension === "open")) cells.push({ storeId: store.id, day, dimension: "hour", key: String(hour) });
  addPendingCounts(cells);
}
