// The process's Prometheus metrics, in prom-client's default registry: the HTTP server (server/) and the
// Next.js code load the same prom-client (a server-external package), so both count into the same series.
import client, { type Counter, type Histogram } from "prom-client";

export const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A metric of the default registry, made by the first caller and found by the others. */
function metric<M>(name: string, create: () => M): M {
  return (client.register.getSingleMetric(name) as M | undefined) ?? create();
}

function createMetrics() {
  if (!client.register.getSingleMetric("process_cpu_user_seconds_total")) client.collectDefaultMetrics();
  return {
    registry: client.register,
    httpRequests: metric<Counter>("carta_http_requests_total", () => new client.Counter({
      name: "carta_http_requests_total",
      help: "HTTP requests answered, by method, status class (2xx…5xx) and who answered (page-cache, next, server)",
      labelNames: ["method", "status_class", "kind"],
    })),
    httpDuration: metric<Histogram>("carta_http_request_duration_seconds", () => new client.Histogram({
      name: "carta_http_request_duration_seconds",
      help: "Time from a request's arrival to the end of its answer, by who answered",
      labelNames: ["kind"],
      buckets: DURATION_BUCKETS,
    })),
    pageCacheHits: metric<Counter>("carta_page_cache_hits_total", () => new client.Counter({
      name: "carta_page_cache_hits_total",
      help: "Guest pages answered from the page cache: fresh, stale (refreshed in the background) or outage (the database out of reach)",
      labelNames: ["freshness"],
    })),
    pageCacheMisses: metric<Counter>("carta_page_cache_misses_total", () => new client.Counter({
      name: "carta_page_cache_misses_total",
      help: "Cacheable guest pages that had to be rendered first",
    })),
    edgeBeacons: metric<Counter>("carta_edge_beacons_total", () => new client.Counter({
      name: "carta_edge_beacons_total",
      help: "Beacon lines heard from the edge (ANALYTICS_EDGE_LISTEN), by outcome: counted (for a venue the host names), uncounted (opted out, prefetch, robot, not answered 204), malformed",
      labelNames: ["outcome"],
    })),
    jobFailures: metric<Counter>("carta_job_failures_total", () => new client.Counter({
      name: "carta_job_failures_total",
      help: "Failed job attempts, by job kind and outcome (retry: queued again; failed: attempts spent)",
      labelNames: ["kind", "outcome"],
    })),
  };
}

let made: ReturnType<typeof createMetrics> | undefined;

export function metrics(): ReturnType<typeof createMetrics> {
  return (made ??= createMetrics());
}
