import "server-only";
import { beaconCounts } from "../../analytics/beacon-counts";
import { db } from "../../db/runtime";
import { log } from "../../log";
import { systemClock } from "../context";
import { type BeaconStore, beaconStore } from "./beacon-store";
import { pending } from "./pending-counts";
import { recordBeacon } from "./record-beacon";
import { startAnalyticsFlushing } from "./start-analytics-flushing";

/**
 * Adds what a beacon's body counts to the counts in memory of the venue served on `host`; a foreign body or an
 * unknown venue counts nothing. Counted at once when the venue was looked up in the last minute; a promise only
 * while its lookup runs.
 */
export function countBeacon(body: string, host: string | null): void | Promise<void> {
  const counts = beaconCounts(body);
  if (!counts || counts.length === 0) return;
  const store = beaconStore(host, db);
  if (store instanceof Promise) return store.then((found) => record(found, counts));
  record(store, counts);
}

function record(store: BeaconStore | null, counts: NonNullable<ReturnType<typeof beaconCounts>>): void {
  if (!store) return;
  recordBeacon(store, counts, systemClock.now());
  startAnalyticsFlushing();
}

const countFailed = (error: unknown) => log.error({ err: error }, "could not count a beacon");

/**
 * countBeacon for a beacon already answered: a venue still being looked up is waited for by the next flush
 * (`pending.counting`), and a failure is logged.
 */
export function countAnsweredBeacon(body: string, host: string | null): void {
  try {
    const counted = countBeacon(body, host);
    if (!counted) return;
    pending.counting.add(counted);
    void counted.catch(countFailed).finally(() => pending.counting.delete(counted));
  } catch (error) {
    countFailed(error);
  }
}
