import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { metrics } from "@/lib/metrics/registry";
import { serveMetrics } from "@/server/metrics-endpoint";

const TOKEN = "a-metrics-token-of-32-characters";
let token: string | undefined;
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    if (!serveMetrics(request, response, token)) response.writeHead(299).end("passed on");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const scrape = (headers: Record<string, string> = {}, path = "/metrics") => fetch(`${base}${path}`, { headers });

describe("GET /metrics", () => {
  it("is not there while METRICS_TOKEN is unset", async () => {
    token = undefined;
    const response = await scrape({ authorization: `Bearer ${TOKEN}` });
    expect(response.status).toBe(404);
  });

  it("refuses a missing or wrong token with 401", async () => {
    token = TOKEN;
    expect((await scrape()).status).toBe(401);
    expect((await scrape({ authorization: `Bearer ${TOKEN}x` })).status).toBe(401);
    expect((await scrape({ authorization: TOKEN })).status).toBe(401);
  });

  it("answers the Prometheus text format with the service's metrics for the right token", async () => {
    token = TOKEN;
    metrics().pageCacheMisses.inc();
    const response = await scrape({ authorization: `Bearer ${TOKEN}` }, "/metrics?x=1");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    for (const name of ["carta_http_requests_total", "carta_http_request_duration_seconds", "carta_page_cache_hits_total", "carta_job_failures_total", "process_cpu_seconds_total"]) {
      expect(text).toContain(`# TYPE ${name}`);
    }
    expect(text).toMatch(/^carta_page_cache_misses_total [1-9]/m);
  });

  it("leaves every other path to the rest of the server", async () => {
    token = TOKEN;
    expect((await scrape({}, "/metrics/x")).status).toBe(299);
    expect((await scrape({}, "/api/metrics")).status).toBe(299);
  });
});
