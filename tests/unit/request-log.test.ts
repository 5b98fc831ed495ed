import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { metrics } from "@/lib/metrics/registry";
import { pathOf, type RequestKind, trackRequest } from "@/server/request-log";

let server: http.Server | undefined;

afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** Serves one request with `answer`, and returns the log line written for it. */
async function logged(kind: RequestKind, status: number, path: string, init: RequestInit = {}) {
  const lines: Record<string, unknown>[] = [];
  let done!: () => void;
  const written = new Promise<void>((resolve) => (done = resolve));
  const log = { info: (line: Record<string, unknown>) => (lines.push(line), done()) };
  server = http.createServer((request, response) => {
    const tracked = trackRequest(request, response, { log: log as never });
    tracked.kind = kind;
    response.writeHead(status).end("ok");
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  await (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, init)).text();
  await written;
  return lines[0]!;
}

const counted = async (labels: { method: string; status_class: string; kind: string }) =>
  (await metrics().httpRequests.get()).values.find(({ labels: seen }) => seen.method === labels.method && seen.status_class === labels.status_class && seen.kind === labels.kind)?.value ?? 0;

describe("request log", () => {
  it("writes method, path without the query, status, duration and whether the page cache answered", async () => {
    const line = await logged("page-cache", 200, "/en/menu?token=secret&email=guest%40example.com", {
      headers: { cookie: "session=abc", "x-forwarded-for": "203.0.113.9" },
    });
    expect(line).toEqual({ method: "GET", path: "/en/menu", status: 200, durationMs: expect.any(Number), cache: true });
    expect(JSON.stringify(line)).not.toMatch(/secret|example\.com|session|203\.0\.113/);
  });

  it("counts the request by method, status class and who answered", async () => {
    const before = await counted({ method: "POST", status_class: "4xx", kind: "next" });
    const line = await logged("next", 404, "/api/nothing", { method: "POST" });
    expect(line).toMatchObject({ method: "POST", status: 404, cache: false });
    expect(await counted({ method: "POST", status_class: "4xx", kind: "next" })).toBe(before + 1);
  });

  it("folds unknown methods into one label so clients cannot grow the series", async () => {
    const line = await logged("server", 400, "/", { method: "PROPFIND" });
    expect(line.method).toBe("other");
  });

  it("cuts the path at the query string or fragment and at 512 characters", () => {
    expect(pathOf("/a/b?c=d")).toBe("/a/b");
    expect(pathOf("/a#b")).toBe("/a");
    expect(pathOf(`/${"x".repeat(600)}`)).toHaveLength(512);
  });
});
