// The process's Prometheus metrics, shared by scripts/serve.mjs and the Next.js server code: both reach
// the same objects through globalThis, whichever of them loads first.
import { isMainThread } from "node:worker_threads";
import client from "prom-client";

export const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function createMetrics() {
  const registry = new client.Registry();
  // The process-wide figures once: front threads (scripts/front.mjs) count only what they answer.
  if (isMainThread) client.collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    httpRequests: new client.Counter({
      name: "carta_http_requests_total",
      help: "HTTP requests answered, by method, status class (2xx…5xx) and who answered (page-cache, next, server, metrics)",
      labelNames: ["method", "status_class", "kind"],
      registers,
    }),
    httpDuration: new client.Histogram({
      name: "carta_http_request_duration_seconds",
      help: "Time from a request's arrival to the end of its answer, by who answered",
      labelNames: ["kind"],
      buckets: DURATION_BUCKETS,
      registers,
    }),
    pageCacheHits: new client.Counter({
      name: "carta_page_cache_hits_total",
      help: "Guest pages answered from the page cache, fresh or stale (refreshed in the background)",
      labelNames: ["freshness"],
      registers,
    }),
    pageCacheMisses: new client.Counter({
      name: "carta_page_cache_misses_total",
      help: "Cacheable guest pages that had to be rendered first",
      registers,
    }),
    jobFailures: new client.Counter({
      name: "carta_job_failures_total",
      help: "Failed job attempts, by job kind and outcome (retry: queued again; failed: attempts spent)",
      labelNames: ["kind", "outcome"],
      registers,
    }),
  };
}

export function metrics() {
  return (globalThis.cartaMetrics ??= createMetrics());
}
