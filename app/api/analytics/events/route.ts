import type { NextRequest } from "next/server";
import { beaconCounts } from "@/lib/analytics/beacon-counts";
import { BEACON_MAX_BYTES } from "@/lib/analytics/dimensions";
import { uncountedRequest } from "@/lib/analytics/uncounted-request";
import { db } from "@/lib/db/runtime";
import { readLimited } from "@/lib/http/read-limited";
import { takeBeaconAllowance } from "@/lib/server/analytics/beacon-rate-limit";
import { beaconStore } from "@/lib/server/analytics/beacon-store";
import { recordBeacon } from "@/lib/server/analytics/record-beacon";
import { startAnalyticsFlushing } from "@/lib/server/analytics/start-analytics-flushing";
import { clientAddress } from "@/lib/server/auth/client-address";
import { jsonError, publicRoute } from "@/lib/server/auth/route";
import { systemClock } from "@/lib/server/context";

export const dynamic = "force-dynamic";

const done = () => new Response(null, { status: 204, headers: { "cache-control": "no-store" } });

/**
 * POST /api/analytics/events: a guest page's beacon (navigator.sendBeacon). Counted in memory and written
 * in aggregate later; nothing about the sender is kept. Guests who opted out, prefetches, robots, unknown
 * venues and malformed bodies are answered 204 alike, without a trace.
 */
export const POST = publicRoute(async (request: NextRequest): Promise<Response> => {
  if (uncountedRequest(request.headers)) return done();
  if (!takeBeaconAllowance(clientAddress(request.headers))) return jsonError(429, "Too many requests");
  if (Number(request.headers.get("content-length") ?? 0) > BEACON_MAX_BYTES) return jsonError(413, "Payload too large");
  const { body, tooLarge } = await readLimited(request, BEACON_MAX_BYTES);
  if (tooLarge) return jsonError(413, "Payload too large");
  const counts = beaconCounts(new TextDecoder().decode(body));
  if (!counts || counts.length === 0) return done();
  const store = await beaconStore(await db(), request.headers.get("host"));
  if (!store) return done();
  recordBeacon(store, counts, systemClock.now());
  startAnalyticsFlushing();
  return done();
});
