import type { NextRequest } from "next/server";
import { beaconInQuery } from "@/lib/analytics/beacon-url";
import { BEACON_MAX_BYTES } from "@/lib/analytics/dimensions";
import { readLimited } from "@/lib/http/read-limited";
import { takeBeacon } from "@/lib/server/analytics/take-beacon";
import { clientAddress } from "@/lib/server/auth/client-address";
import { jsonError, publicRoute } from "@/lib/server/auth/route";

export const dynamic = "force-dynamic";

const ANSWERS = { 413: "Payload too large", 429: "Too many requests" } as const;

/**
 * POST /api/analytics/events: a guest page's beacon (navigator.sendBeacon), its body in the `b` parameter or in the
 * request's body. The HTTP server answers it before Next.js (server/request-handler.ts); this route answers it where
 * Next.js runs alone (`next dev`). Counted in memory and written in aggregate later; nothing about the sender is kept.
 */
export const POST = publicRoute(async (request: NextRequest): Promise<Response> => {
  const status = await takeBeacon({
    headers: request.headers,
    address: clientAddress(request.headers),
    body: async () => {
      const carried = beaconInQuery(request.nextUrl.search);
      if (carried !== undefined) return carried;
      if (Number(request.headers.get("content-length") ?? 0) > BEACON_MAX_BYTES) return null;
      const { body, tooLarge } = await readLimited(request, BEACON_MAX_BYTES);
      return tooLarge ? null : new TextDecoder().decode(body);
    },
  });
  return status === 204 ? new Response(null, { status, headers: { "cache-control": "no-store" } }) : jsonError(status, ANSWERS[status]);
});
