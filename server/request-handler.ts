import type { IncomingMessage, ServerResponse } from "node:http";
import { BEACON_PATH } from "../lib/analytics/dimensions";
import { log } from "../lib/log";
import { serveBeacon } from "../lib/server/analytics/serve-beacon";
import type { PageCache } from "../lib/server/page-cache/page-cache";
import { serveMetrics } from "./metrics-endpoint";
import { refuseEarly } from "./refuse-early";
import { pathOf, recordRequest, trackRequest } from "./request-log";

export interface RequestHandlerOptions {
  /** Next.js's request handler (`app.getRequestHandler()`) */
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<unknown> | unknown;
  /** the page cache, when it could be made */
  pages?: PageCache;
  /** stamps the client's address on a request before Next.js sees it */
  stamp?: (request: IncomingMessage) => void;
  metricsToken?: string;
  /** where the request lines go (the process's log) */
  log?: Parameters<typeof recordRequest>[2]["log"];
}

/**
 * What the HTTP server does with each request: a guest's page of this minute from the page cache at once, a
 * guest page's beacon, else the early refusals, /metrics, then the page cache or Next.js. Every request is
 * logged and counted once.
 */
export function createRequestHandler({ handle, pages, stamp = () => {}, metricsToken, log: lines }: RequestHandlerOptions) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    const started = performance.now();
    if (pages?.serveFresh(request, response)) {
      recordRequest(request, response, { kind: "page-cache", seconds: (performance.now() - started) / 1000, log: lines });
      return;
    }
    // a guest page's beacon: answered here, most often at once, and counted as this server's answer
    if (request.method === "POST" && pathOf(request.url) === BEACON_PATH) {
      stamp(request);
      serveBeacon(request, response);
      if (response.writableEnded) recordRequest(request, response, { kind: "server", seconds: (performance.now() - started) / 1000, log: lines });
      else trackRequest(request, response, { log: lines });
      return;
    }
    const tracked = trackRequest(request, response, { log: lines });
    if (refuseEarly(request, response)) return;
    tracked.kind = "metrics";
    if (serveMetrics(request, response, metricsToken)) return;
    stamp(request);
    const toNext = () => {
      tracked.kind = "next";
      return handle(request, response);
    };
    tracked.kind = pages ? "page-cache" : "next";
    Promise.resolve(pages ? pages.handle(request, response, toNext) : toNext()).catch((error: unknown) => {
      log.error({ err: error, path: request.url?.split("?")[0] }, "request failed");
      if (!response.headersSent) response.writeHead(500).end();
    });
  };
}
