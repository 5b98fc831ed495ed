import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import type { RequestGate } from "./request-gate.mjs";

interface PageCacheLike {
  handle(request: IncomingMessage, response: ServerResponse, next: (options?: { first?: boolean }) => unknown): Promise<void>;
}

export function createRequestHandler(options: {
  render: (request: IncomingMessage, response: ServerResponse) => Promise<unknown>;
  gate: RequestGate;
  pages?: () => PageCacheLike | undefined;
  metricsToken?: () => string | undefined;
  log?: Pick<Logger, "info">;
  otherMetrics?: () => Promise<import("prom-client").MetricObjectWithValues<import("prom-client").MetricValue<string>>[][]>;
  stamp?: (request: IncomingMessage) => void;
  unservable?: (method: string | undefined, target: string | undefined) => { status: number; headers: Record<string, string> } | null;
}): (request: IncomingMessage, response: ServerResponse) => void;
