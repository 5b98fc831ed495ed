// One log line and the HTTP metrics for every request the server answers. The line carries no personal
// data: no query string (it can hold tokens or e-mail addresses), no address, cookie or user.
import { logger } from "../lib/logger.mjs";
import { metrics } from "../lib/metrics/registry.mjs";

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** The method as counted: the usual ones by name, anything else as "other". */
export const methodOf = (method) => (METHODS.has(method) ? method : "other");

/** The status as counted: its class, 2xx…5xx. */
export const statusClassOf = (status) => `${Math.floor(status / 100)}xx`;
const MAX_PATH = 512;

/** The path without its query string, cut to a bounded length. */
export function pathOf(url = "/") {
  const query = url.search(/[?#]/);
  return (query === -1 ? url : url.slice(0, query)).slice(0, MAX_PATH);
}

const children = new WeakMap();

/** A metric's series for these label values, looked up once: labelling on every request shows in throughput. */
function child(metric, ...values) {
  let series = children.get(metric);
  if (!series) children.set(metric, (series = new Map()));
  const key = values.join("\u0000");
  let found = series.get(key);
  if (!found) series.set(key, (found = metric.labels(...values)));
  return found;
}

/**
 * Counts an answered request and writes its line: `kind` is who answered it (page-cache, next, server or
 * metrics), `seconds` how long it took; `aborted` when the connection closed before the answer was sent.
 */
export function recordRequest(request, response, { kind, seconds, aborted = false, log = logger() }) {
  const status = response.statusCode;
  const method = methodOf(request.method);
  const { httpRequests, httpDuration } = metrics();
  child(httpRequests, method, statusClassOf(status), kind).inc();
  child(httpDuration, kind).observe(seconds);
  logRequest(request, response, { kind, seconds, aborted, log });
}

/** The request's log line alone, when the log takes info lines. */
export function logRequest(request, response, { kind, seconds, aborted = false, log = logger() }) {
  if (log.isLevelEnabled?.("info") === false) return;
  log.info(
    { method: methodOf(request.method), path: pathOf(request.url), status: response.statusCode, durationMs: Math.round(seconds * 10_000) / 10, cache: kind === "page-cache", ...(aborted ? { aborted } : {}) },
    "request",
  );
}

/**
 * Starts timing `request`; the returned object takes who answered it (`kind`), and the request is recorded
 * when the answer ends or the connection closes.
 */
export function trackRequest(request, response, { log = logger(), now = () => performance.now() } = {}) {
  const started = now();
  const tracked = { kind: "server" };
  response.once("close", () => {
    recordRequest(request, response, { kind: tracked.kind, seconds: (now() - started) / 1000, aborted: !response.writableFinished, log });
  });
  return tracked;
}
