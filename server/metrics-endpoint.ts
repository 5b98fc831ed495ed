// GET /metrics in the Prometheus text format: prom-client's default registry, which the Next.js code counts
// into as well. It exists only when METRICS_TOKEN is set, and answers only `Authorization: Bearer <token>`.
import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { metrics } from "../lib/metrics/registry";

export const METRICS_PATH = "/metrics";

const digest = (value: string) => createHash("sha256").update(value).digest();

function authorized(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token));
}

const plain = (response: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) =>
  response.writeHead(status, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", "x-content-type-options": "nosniff", ...headers }).end(text);

/** Answers a request for /metrics and returns true; any other request is left alone (false). */
export function serveMetrics(request: IncomingMessage, response: ServerResponse, token = process.env.METRICS_TOKEN): boolean {
  if (pathOfUrl(request.url) !== METRICS_PATH) return false;
  if (!token) plain(response, 404, "Not found");
  else if (!authorized(request.headers.authorization, token)) plain(response, 401, "Unauthorized", { "www-authenticate": 'Bearer realm="metrics"' });
  else if (request.method !== "GET" && request.method !== "HEAD") plain(response, 405, "Method not allowed", { allow: "GET, HEAD" });
  else {
    const { registry } = metrics();
    registry.metrics().then(
      (text) => response.writeHead(200, { "content-type": registry.contentType, "cache-control": "no-store", "x-content-type-options": "nosniff" }).end(request.method === "HEAD" ? undefined : text),
      (error: unknown) => {
        console.error(error);
        if (!response.headersSent) plain(response, 500, "Metrics unavailable");
      },
    );
  }
  return true;
}

function pathOfUrl(url = "/"): string {
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query);
}
