import type { MetricObjectWithValues, MetricValue } from "prom-client";

export function startFrontThreads(options: {
  port: number;
  hostname?: string;
  backlog?: number;
  upstreamPort: number;
  /** signs the client's address the threads pass on (scripts/front-peer.mjs) */
  peerSecret: string;
  clockOffset: SharedArrayBuffer;
  threads?: number;
  bundle?: string;
}): Promise<{
  metrics(): Promise<MetricObjectWithValues<MetricValue<string>>[][]>;
  stop(): Promise<unknown>;
}>;
