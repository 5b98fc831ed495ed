import "server-only";
import { beaconCounts } from "../../analytics/beacon-counts";
import { uncountedRequest } from "../../analytics/uncounted-request";
import { db } from "../../db/runtime";
import { systemClock } from "../context";
import { takeBeaconAllowance } from "./beacon-rate-limit";
import { beaconStore } from "./beacon-store";
import { recordBeacon } from "./record-beacon";
import { startAnalyticsFlushing } from "./start-analytics-flushing";

/**
 * What a guest page's beacon is answered with, and its counts added in memory when it counts: 204 (counted or
 * not: opted out, prefetch, robot, unknown venue, malformed body), 413 over 8 KB (`body` null), 429 over the
 * address's allowance. The address is only held in memory for the allowance.
 */
export async function takeBeacon(input: { headers: Headers; address: string; body: () => Promise<string | null> }): Promise<204 | 413 | 429> {
  if (uncountedRequest(input.headers)) return 204;
  if (!takeBeaconAllowance(input.address)) return 429;
  const body = await input.body();
  if (body === null) return 413;
  const counts = beaconCounts(body);
  if (!counts || counts.length === 0) return 204;
  const store = await beaconStore(await db(), input.headers.get("host"));
  if (!store) return 204;
  recordBeacon(store, counts, systemClock.now());
  startAnalyticsFlushing();
  return 204;
}
