import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { metrics } from "@/lib/metrics/registry.mjs";
import { serveMetrics } from "@/scripts/metrics-endpoint.mjs";
import { createRequestTally } from "@/scripts/request-tally.mjs";

const TOKEN = "a-metrics-token-of-32-characters";
let token: string | undefined;
/** What the front threads answered (scripts/request-tally.mjs), one tally per thread. */
let tallies: ReturnType<typeof createRequestTally>[] = [];
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    if (!serveMetrics(request, response, token, async () => tallies.map((tally) => tally.json()))) response.writeHead(299).end("passed on");
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

  it("adds the front threads' answers to the process's own", async () => {
    token = TOKEN;
    const own = await metrics().httpRequests.get();
    const ownHits = own.values.find(({ labels }) => labels.kind === "page-cache" && labels.method === "GET" && labels.status_class === "2xx")?.value ?? 0;
    tallies = [createRequestTally(), createRequestTally()];
    tallies[0]!.add("GET", 200, 0.0001);
    tallies[0]!.add("GET", 304, 0.0002);
    tallies[1]!.add("GET", 200, 0.02);
    tallies[1]!.add("BREW", 200, 0.0001);
    const text = await (await scrape({ authorization: `Bearer ${TOKEN}` })).text();
    tallies = [];
    expect(text).toContain(`carta_http_requests_total{method="GET",status_class="2xx",kind="page-cache"} ${ownHits + 2}`);
    expect(text).toContain('carta_http_requests_total{method="GET",status_class="3xx",kind="page-cache"} 1');
    expect(text).toContain('carta_http_requests_total{method="other",status_class="2xx",kind="page-cache"} 1');
    expect(text).toMatch(/^carta_http_request_duration_seconds_bucket\{le="0.005",kind="page-cache"\} 3$/m);
    expect(text).toMatch(/^carta_http_request_duration_seconds_count\{kind="page-cache"\} 4$/m);
    expect(text).toMatch(/^carta_page_cache_hits_total\{freshness="fresh"\} 4$/m);
    expect(text).toContain("# TYPE process_cpu_seconds_total");
  });

  it("leaves every other path to the rest of the server", async () => {
    token = TOKEN;
    expect((await scrape({}, "/metrics/x")).status).toBe(299);
    expect((await scrape({}, "/api/metrics")).status).toBe(299);
  });
});
