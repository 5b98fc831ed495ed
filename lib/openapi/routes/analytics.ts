import { BEACON_MAX_BYTES } from "../../analytics/dimensions";
import { ZAnalyticsQuery, ZAnalyticsSummary, ZBeaconBody, ZBeaconQuery } from "../../schemas/analytics";
import { errorAnswer, type RouteDoc } from "../route-doc";
import { ZFeatureRefusal } from "./files";

export const analyticsRoutes: RouteDoc[] = [
  {
    method: "POST",
    path: "/api/analytics/events",
    summary: "A guest page's beacon: what a guest opened or searched, counted without identifying anyone",
    description:
      "Sent by navigator.sendBeacon to the venue's own host, which names the venue. The guest pages carry the body in the query parameter `b` (the JSON below, URL-encoded, with no request body), so a cache in front can answer the beacon and pass its line on; a request body is read when there is no `b`. Counted in memory and written as daily sums; no address, cookie or agent is kept. Do Not Track, Global Privacy Control, prefetches, robots, unknown venues and malformed bodies are answered 204 and not counted.",
    tag: "analytics",
    wrapper: "publicRoute",
    query: ZBeaconQuery,
    body: { json: ZBeaconBody },
    answers: {
      204: { description: "Received (whether counted or not)", content: [], orEmpty: true },
      413: errorAnswer(`The body (or \`b\`) is larger than ${BEACON_MAX_BYTES} bytes`),
      429: errorAnswer("Too many beacons from this address this minute"),
    },
  },
  {
    method: "GET",
    path: "/api/analytics/summary",
    summary: "What guests did on the store's pages in a period, against the period before (Basic and above)",
    tag: "analytics",
    wrapper: "withStore",
    query: ZAnalyticsQuery,
    answers: {
      200: { description: "The counts of the period", json: ZAnalyticsSummary },
      400: errorAnswer("A malformed period (from after to, longer than 400 days)"),
      403: { description: "The store's plan lacks analytics", json: ZFeatureRefusal },
    },
  },
  {
    method: "GET",
    path: "/api/analytics/export",
    summary: "The summary of a period as a CSV file (section, key, label, count, previous)",
    tag: "analytics",
    wrapper: "withStore",
    query: ZAnalyticsQuery,
    answers: {
      200: { description: "The CSV file", content: ["text/csv"] },
      400: errorAnswer("A malformed period (from after to, longer than 400 days)"),
      403: { description: "The store's plan lacks analytics", json: ZFeatureRefusal },
    },
  },
];
