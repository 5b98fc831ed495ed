import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";

export type RequestKind = "page-cache" | "next" | "server" | "metrics";

export function pathOf(url?: string): string;

export function trackRequest(
  request: IncomingMessage,
  response: ServerResponse,
  options?: { log?: Pick<Logger, "info">; now?: () => number },
): { kind: RequestKind };
