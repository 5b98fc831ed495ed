import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageCache } from "@/lib/server/page-cache/page-cache";
import { createRequestHandler } from "@/server/request-handler";

const lines: Record<string, unknown>[] = [];
let server: http.Server;
let base: string;

beforeAll(async () => {
  const pages: PageCache = {
    serveFresh: () => false,
    handle: async (request, response, next) => {
      if (request.url?.startsWith("/en/menu")) response.writeHead(200).end("from memory");
      else await next();
    },
    stop: () => {},
    size: 0,
  };
  const handle = createRequestHandler({
    handle: (_request, response) => void response.writeHead(200, { "content-type": "text/plain" }).end("rendered"),
    pages,
    metricsToken: "a-metrics-token-of-32-characters",
    log: { info: (line: Record<string, unknown>) => void lines.push(line) } as never,
  });
  server = http.createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The log line of one request, once its answer was read. */
async function lineOf(path: string, init?: RequestInit) {
  const before = lines.length;
  const response = await fetch(`${base}${path}`, init);
  const body = await response.text();
  await expect.poll(() => lines.length).toBe(before + 1);
  return { status: response.status, body, line: lines[before]! };
}

describe("the HTTP server's request handling", () => {
  it("logs a page the page cache answered with cache: true, and one Next.js rendered with cache: false", async () => {
    const cached = await lineOf("/en/menu?email=guest@example.com");
    expect(cached).toMatchObject({ body: "from memory", line: { path: "/en/menu", status: 200, cache: true } });
    const rendered = await lineOf("/en/admin-panel");
    expect(rendered).toMatchObject({ body: "rendered", line: { path: "/en/admin-panel", status: 200, cache: false } });
  });

  it("answers /metrics itself, before the page cache and Next.js", async () => {
    const scrape = await lineOf("/metrics");
    expect(scrape).toMatchObject({ status: 401, line: { path: "/metrics", status: 401, cache: false } });
    const granted = await lineOf("/metrics", { headers: { authorization: "Bearer a-metrics-token-of-32-characters" } });
    expect(granted.status).toBe(200);
    expect(granted.body).toContain('carta_http_requests_total{method="GET",status_class="2xx",kind="page-cache"}');
  });

  it("logs a request refused before anything else ran (a path that decodes to a control character)", async () => {
    const refused = await lineOf("/%00");
    expect(refused.line).toMatchObject({ path: "/%00", status: 404, cache: false });
  });

  it("refuses before Next.js what it would fail on: TRACE, OPTIONS * and a declared body over the route's limit", async () => {
    const port = Number(new URL(base).port);
    const raw = (method: string, path: string, headers: Record<string, string> = {}) =>
      new Promise<number>((resolve, reject) => {
        const request = http.request({ host: "127.0.0.1", port, method, path, headers, agent: false }, (response) => {
          response.resume();
          resolve(response.statusCode!);
        });
        request.on("error", reject);
        request.end();
      });
    expect(await raw("TRACE", "/en")).toBe(405);
    expect(await raw("TRACE", "/api/health")).toBe(405);
    expect(await raw("OPTIONS", "*")).toBe(400);
    expect(await raw("POST", "/api/categories/several-get", { "content-length": String(2 * 1024 * 1024), "content-type": "application/json" })).toBe(413);
    expect(await raw("POST", "/api/uploads", { "content-length": String(11 * 1024 * 1024) })).toBe(413);
  });
});
