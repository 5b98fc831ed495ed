import type { IncomingMessage, ServerResponse } from "node:http";

export const METRICS_PATH: "/metrics";

export function serveMetrics(
  request: IncomingMessage,
  response: ServerResponse,
  token?: string,
  others?: () => Promise<import("prom-client").MetricObjectWithValues<import("prom-client").MetricValue<string>>[][]>,
): boolean;
