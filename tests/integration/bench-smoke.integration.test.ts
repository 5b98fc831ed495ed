import { spawn } from "node:child_process";
import dgram from "node:dgram";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { beaconUrl } from "@/lib/analytics/beacon-url";
import { edgeBeaconLine } from "@/lib/analytics/edge-beacon-line";
import { startCache } from "../../bench/nginx-cache.mjs";
import { postWithoutBody } from "../support/bodiless-post";

// The benchmarks' in-process parts run as their README says (tsx, the react-server condition where the script
// imports server functions), at tiny sizes, on a fresh PGlite: a broken benchmark fails here. No timings are judged.
const root = path.resolve(import.meta.dirname, "../..");
const dirs: string[] = [];
/** fixed-rate-load.mjs run as menu-beacons.mjs runs it; resolves to the figures it prints. */
async function fixedRateLoad(options: Record<string, unknown>): Promise<Record<string, number>> {
  const child = spawn(process.execPath, [path.join(root, "bench", "fixed-rate-load.mjs"), JSON.stringify(options)], { cwd: root });
  let stdout = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk));
  const code = await new Promise((resolve) => child.on("close", resolve));
  expect(code).toBe(0);
  return JSON.parse(stdout) as Record<string, number>;
}

/** A POST without a body, as sendBeacon(url) sends it; resolves to the status. */
/** A beacon as the guest pages send it (lib/analytics/beacon-url.ts). */
const BEACON_PATH = beaconUrl({ locale: "en", device: "phone", events: [["open"]] });
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function runScript(script: string, env: Record<string, string>, reactServer: boolean): Promise<{ code: number | null; lines: unknown[]; stderr: string }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "carta-bench-smoke-"));
  dirs.push(dataDir);
  const child = spawn(process.execPath, [path.join(root, "node_modules", "tsx", "dist", "cli.mjs"), script], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: "",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      NODE_OPTIONS: reactServer ? "--conditions=react-server" : "",
      ...env,
    },
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk));
  return new Promise((resolve) =>
    child.on("close", (code) =>
      resolve({ code, stderr, lines: stdout.split("\n").filter((line) => line.startsWith("{")).map((line) => JSON.parse(line) as unknown) }),
    ),
  );
}

describe("the benchmarks' scripts at tiny sizes", () => {
  it("seed-admin-300.ts seeds its category, reorders it and marks an item sold out", { timeout: 240_000 }, async () => {
    const { code, lines, stderr } = await runScript("bench/seed-admin-300.ts", { BENCH_ITEMS: "3" }, true);
    expect(stderr).not.toContain("cannot be imported");
    expect(code).toBe(0);
    expect(lines.at(-1)).toMatchObject({ engine: "pglite", items: 3, reorderMs: expect.any(Array), soldOutMs: expect.any(Array), demoCategoryId: expect.any(Number), rowsLoaderMedianMs: expect.any(Number) });
  });

  it("seed-menu.ts seeds the generated venue the menu benchmarks read", { timeout: 240_000 }, async () => {
    const { code, lines } = await runScript("bench/seed-menu.ts", { BENCH_ITEMS: "3" }, true);
    expect(code).toBe(0);
    expect(lines.at(-1)).toEqual({ engine: "pglite", items: 3 });
  });

  it("seed-tables.ts seeds the tables of the print sheet", { timeout: 240_000 }, async () => {
    const { code, lines } = await runScript("bench/seed-tables.ts", { BENCH_ITEMS: "3", BENCH_TABLES: "2" }, true);
    expect(code).toBe(0);
    expect(lines.at(-1)).toMatchObject({ storeId: expect.any(Number) });
  });

  it("menu-export.ts exports a photographed venue", { timeout: 240_000 }, async () => {
    const { code, lines } = await runScript("bench/menu-export.ts", { BENCH_ITEMS: "2", BENCH_RUNS: "1" }, true);
    expect(code).toBe(0);
    expect(lines).toEqual([expect.objectContaining({ format: "pdf", locale: "en", items: 2, pages: expect.any(Number) })]);
  });

  it("fixed-rate-load.mjs asks for a page at its rate and reports its figures", { timeout: 60_000 }, async () => {
    let pages = 0;
    const server = http.createServer((request, response) => {
      if (request.method === "GET" && request.url === "/en/menu") pages += 1;
      const page = "<p>menu</p>".repeat(100);
      response.writeHead(200, { "content-type": "text/html", "content-length": page.length }).end(page);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const figures = await fixedRateLoad({ port, host: "demo.menu.localhost", rate: 40, seconds: 1, connections: 2 });
      expect(figures).toMatchObject({ targetRps: 40, menuAnswers: 40, menuUnanswered: 0, failed: 0 });
      for (const key of ["menuRps", "menuP50Ms", "menuP99Ms", "loaderCpu"]) expect(figures[key]).toEqual(expect.any(Number));
      expect(pages).toBe(40);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("menu-beacons.mjs's cache mode: the shipped cache answers the page and the beacons itself, and sends the beacons' lines to the app", { timeout: 60_000 }, async () => {
    const seen = { pages: 0, proxied: 0, lines: [] as string[] };
    const server = http.createServer((request, response) => {
      if (request.method === "GET" && request.url === "/en/menu") {
        seen.pages += 1;
        const page = "<p>menu</p>".repeat(100);
        response.writeHead(200, { "content-type": "text/html", "content-length": page.length, "cache-control": "public, s-maxage=60" }).end(page);
        return;
      }
      seen.proxied += 1;
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const lines = dgram.createSocket("udp4").on("message", (message) => seen.lines.push(message.toString("utf8")));
    await new Promise<void>((resolve) => lines.bind(0, "127.0.0.1", resolve));
    const cache = await startCache(port, lines.address().port);
    try {
      const figures = await fixedRateLoad({ port: cache.port, host: "demo.menu.localhost", rate: 40, seconds: 1, connections: 2 });
      expect(figures).toMatchObject({ targetRps: 40, menuAnswers: 40, menuUnanswered: 0, failed: 0 });
      // the first page (or the first few at once, before the cache holds it) came from the app, the rest from the cache
      expect(seen.pages).toBeGreaterThanOrEqual(1);
      expect(seen.pages).toBeLessThan(5);
      // 80 beacons as menu-beacons.mjs's wrk script posts them, from 80 addresses the loopback names (X-Forwarded-For)
      const statuses = await Promise.all(
        Array.from({ length: 80 }, (_, index) => postWithoutBody(cache.port, BEACON_PATH, { host: "demo.menu.localhost", "user-agent": "Mozilla/5.0 (iPhone)", "x-forwarded-for": `10.0.0.${index + 1}` }).then((answer) => answer.status)),
      );
      expect(new Set(statuses)).toEqual(new Set([204]));
      expect(seen.proxied).toBe(0);
      // each beacon's line, with its query and without any address
      await vi.waitFor(() => expect(seen.lines).toHaveLength(80));
      const fields = seen.lines.map((line) => edgeBeaconLine(line));
      expect(fields.every((line) => line?.status === "204" && `/api/analytics/events?${line.query}` === BEACON_PATH && line.host === "demo.menu.localhost")).toBe(true);
      expect(seen.lines.some((line) => /\b10\.\d+\.\d+\.\d+\b|127\.0\.0\.1/.test(line))).toBe(false);
    } finally {
      lines.close();
      await cache.stop();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
