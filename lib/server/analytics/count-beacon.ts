import "server-only";
import { beaconCounts } from "../../analytics/beacon-counts";
import { db } from "../../db/runtime";
import { systemClock } from "../context";
import { beaconStore } from "./beacon-store";
import { recordBeacon } from "./record-beacon";
import { startAnalyticsFlushing } from "./start-analytics-flushing";

/** Adds what a beacon's body counts to the counts in memory of the venue served on `host`; a foreign body or an unknown venue counts nothing. */
export async function countBeacon(body: string, host: string | null): Promise<void> {
  const counts = beaconCounts(body);
  if (!counts || counts.length === 0) return;
  const store = await beaconStore(await db(), host);
  if (!store) return;
  recordBeacon(store, counts, systemClock.now());
  startAnalyticsFlushing();
}
