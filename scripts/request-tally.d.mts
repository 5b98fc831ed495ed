import type { MetricObjectWithValues, MetricValue } from "prom-client";

export function createRequestTally(): {
  add(method: string | undefined, status: number, seconds: number): void;
  json(): MetricObjectWithValues<MetricValue<string>>[];
};
