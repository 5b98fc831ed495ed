// One log line and the HTTP metrics for every request the server answers. The line carries no personal
// data: no query string (it can hold tokens or e-mail addresses), no address, cookie or user.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import { log as processLog } from "../lib/log";
import { metrics } from "../lib/metrics/registry";

/** Who answered: the page cache, Next.js, this server itself (a refusal), or the metrics endpoint. */
export type RequestKind = "page-cache" | "next" | "server" | "metrics";
type LineLog = Pick<Logger, "info"> & { isLevelEnabled?: Logger["isLevelEnabled"] };

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const MAX_PATH = 512;

/** The method as counted: the usual ones by name, anything else as "other". */
const methodOf = (method: string | undefined) => (method && METHODS.has(method) ? method : "other");

/** The path without its query string, cut to a bounded length. */
export function pathOf(url = "/"): string {
  const query = url.search(/[?#]/);
  return (query === -1 ? url : url.slice(0, query)).slice(0, MAX_PATH);
}

/** Counts an answered request and writes its line; `aborted` when the connection closed before the answer was sent. */
export function recordRequest(request: IncomingMessage, response: ServerResponse, { kind, seconds, aborted = false, log = processLog }: { kind: RequestKind; seconds: number; aborted?: boolean; log?: LineLog | undefined }): void {
  const status = response.statusCode;
  const method = methodOf(request.method);
  const { httpRequests, httpDuration } = metrics();
  httpRequests.inc({ method, status_class: `${Math.floor(status / 100)}xx`, kind });
  httpDuration.observe({ kind }, seconds);
  if (log.isLevelEnabled?.("info") === false) return;
  log.info({ method, path: pathOf(request.url), status, durationMs: Math.round(seconds * 10_000) / 10, cache: kind === "page-cache", ...(aborted ? { aborted } : {}) }, "request");
}

/** Starts timing `request`; it is recorded, with the `kind` set on the returned object, once the connection is done with it. */
export function trackRequest(request: IncomingMessage, response: ServerResponse, { log = processLog, now = () => performance.now() }: { log?: LineLog | undefined; now?: () => number } = {}): { kind: RequestKind } {
  const started = now();
  const tracked: { kind: RequestKind } = { kind: "server" };
  response.once("close", () => recordRequest(request, response, { kind: tracked.kind, seconds: (now() - started) / 1000, aborted: !response.writableFinished, log }));
  return tracked;
}
