import type { Counter, Histogram, Registry } from "prom-client";

export interface Metrics {
  registry: Registry;
  httpRequests: Counter<"method" | "status_class" | "kind">;
  httpDuration: Histogram<"kind">;
  pageCacheHits: Counter<"freshness">;
  pageCacheMisses: Counter;
  jobFailures: Counter<"kind" | "outcome">;
}

export function metrics(): Metrics;
