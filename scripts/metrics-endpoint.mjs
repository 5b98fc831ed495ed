// GET /metrics in the Prometheus text format, answered before Next.js so that it works while renders
// queue up. It exists only when METRICS_TOKEN is set, and answers only `Authorization: Bearer <token>`.
import { createHash, timingSafeEqual } from "node:crypto";
import client from "prom-client";
import { metrics } from "../lib/metrics/registry.mjs";

export const METRICS_PATH = "/metrics";

const digest = (value) => createHash("sha256").update(value).digest();

function authorized(header, token) {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  return match !== null && timingSafeEqual(digest(match[1]), digest(token));
}

const plain = (response, status, text, headers = {}) =>
  response.writeHead(status, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", ...headers }).end(text);

/** This thread's metrics summed with those `others()` resolves to (prom-client JSON, one per front thread). */
async function allMetrics(others) {
  const { registry } = metrics();
  const [own, more] = await Promise.all([registry.getMetricsAsJSON(), others()]);
  return more.length === 0 ? registry.metrics() : client.AggregatorRegistry.aggregate([own, ...more]).metrics();
}

/** Answers a request for /metrics and returns true; any other request is left alone (false). */
export function serveMetrics(request, response, token = process.env.METRICS_TOKEN, others = async () => []) {
  const query = request.url?.indexOf("?") ?? -1;
  const pathname = query === -1 ? request.url : request.url.slice(0, query);
  if (pathname !== METRICS_PATH) return false;
  if (!token) {
    plain(response, 404, "Not found");
    return true;
  }
  if (!authorized(request.headers.authorization, token)) {
    plain(response, 401, "Unauthorized", { "www-authenticate": 'Bearer realm="metrics"' });
    return true;
  }
  if (request.method !== "GET" && request.method !== "HEAD") {
    plain(response, 405, "Method not allowed", { allow: "GET, HEAD" });
    return true;
  }
  const { registry } = metrics();
  allMetrics(others).then(
    (text) => {
      response.writeHead(200, { "content-type": registry.contentType, "cache-control": "no-store" });
      response.end(request.method === "HEAD" ? undefined : text);
    },
    (error) => {
      console.error(error);
      if (!response.headersSent) plain(response, 500, "Metrics unavailable");
    },
  );
  return true;
}
