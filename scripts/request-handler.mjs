// What the HTTP server does with each request: a page of this minute from the page cache at once, else
// early refusals, /metrics, then the page cache (when installed) or Next.js through the render gate; every
// request is logged and counted once.
import { guardAction } from "./action-guard.mjs";
import { serveMetrics } from "./metrics-endpoint.mjs";
import { recordRequest, trackRequest } from "./request-log.mjs";
import { refuseEarly } from "./request-guard.mjs";

/**
 * `render(request, response)` hands a request to Next.js and settles when its answer is done; `gate`
 * limits how many render at once (scripts/request-gate.mjs); `pages()` is the page cache, if installed;
 * `stamp(request)` marks a request with the client's address before Next.js sees it (pages answered from
 * memory need no address); `otherMetrics()` gives the front threads' metrics for /metrics.
 */
export function createRequestHandler({ render, gate, pages = () => globalThis.cartaPageCache, metricsToken = () => process.env.METRICS_TOKEN, log, stamp = () => {}, otherMetrics, unservable = () => null }) {
  const logging = log ? { log } : {};
  return (request, response) => {
    const cache = pages();
    // Most guests get a page of this minute from memory: answered here, synchronously, before anything else.
    const started = performance.now();
    if (cache?.serveFresh?.(request, response)) {
      recordRequest(request, response, { kind: "page-cache", seconds: (performance.now() - started) / 1000, ...logging });
      return;
    }
    const tracked = trackRequest(request, response, logging);
    const refusal = unservable(request.method, request.url);
    if (refusal) return void response.writeHead(refusal.status, refusal.headers).end();
    if (refuseEarly(request, response)) return;
    tracked.kind = "metrics";
    if (serveMetrics(request, response, metricsToken(), otherMetrics)) return;
    tracked.kind = "server";
    const toNext = async ({ first = false } = {}) => {
      tracked.kind = "next";
      stamp(request);
      const abandoned = () => response.destroyed || request.socket.destroyed;
      const ran = await gate.run(() => render(request, response), { abandoned, first });
      if (!ran && !response.headersSent && !response.destroyed) {
        response.writeHead(503, { "retry-after": "1", "content-type": "text/plain; charset=utf-8" }).end("Service busy, try again in a moment.");
      }
    };
    const run = () => {
      if (cache) tracked.kind = "page-cache";
      return (cache ? cache.handle(request, response, toNext) : toNext()).catch((error) => {
        if (request.cartaRefused) return;
        console.error(error);
        if (!response.headersSent) response.writeHead(500).end();
      });
    };
    if (!guardAction(request, response, run)) run();
  };
}
