import type { MetricObjectWithValues, MetricValue } from "prom-client";

export function startFrontThreads(options: {
  port: number;
  hostname?: string;
  backlog?: number;
  upstreamPort: number;
  clockOffset: SharedArrayBuffer;
  threads?: number;
  bundle?: string;
}): Promise<{
  peerSecret: string;
  metrics(): Promise<MetricObjectWithValues<MetricValue<string>>[][]>;
  stop(): Promise<unknown>;
}>;
