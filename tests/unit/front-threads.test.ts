import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageEntry } from "@/lib/server/page-cache/page-entry";
import { type PageMirror, publishPages } from "@/lib/server/page-cache/page-mirror";
import { buildFront } from "@/scripts/build-front.mjs";
import { PEER_HEADER, takePeer } from "@/scripts/front-peer.mjs";
import { startFrontThreads } from "@/scripts/front-threads.mjs";

const siteConfig = { rootDomain: "menu.localhost", reservedLabels: ["www"] };
const KEY = "demo.menu.localhost/en/menu";
const PEER_SECRET = "a-secret-of-this-process";
const HTML = "<!doctype html><title>Menu</title><h1>Kept menu</h1>";

/** What the Next.js thread's private server saw. */
const seen: { url: string; peer: string | undefined; forged: unknown; body: string; host: unknown }[] = [];
let upstream: http.Server;
let front: Awaited<ReturnType<typeof startFrontThreads>>;
let mirror: PageMirror;
let port: number;
let bundle: string;

async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port: free } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return free;
}

function ask(path: string, { method = "GET", headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; rawHeaders: string[]; body: Buffer }>((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, path, method, headers: { host: `demo.menu.localhost:${port}`, ...headers }, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, rawHeaders: response.rawHeaders, body: Buffer.concat(chunks) }));
    });
    request.on("error", reject);
    request.end(body);
  });
}

beforeAll(async () => {
  // Inside the project, where the bundle's packages resolve.
  const cache = path.resolve("node_modules", ".cache");
  mkdirSync(cache, { recursive: true });
  bundle = await buildFront(path.join(mkdtempSync(path.join(cache, "carta-front-")), "front.mjs"));
  upstream = http.createServer((request, response) => {
    const forged = request.headers["x-forged"];
    const peer = takePeer(request, PEER_SECRET);
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      seen.push({ url: request.url!, peer, forged, body: Buffer.concat(chunks).toString(), host: request.headers.host });
      response.writeHead(201, [["set-cookie", "a=1"], ["set-cookie", "b=2"], ["content-type", "text/plain"]].flat());
      response.end(`rendered ${request.url}`);
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  port = await freePort();
  const entry = await pageEntry({ status: 200, headers: [["content-type", "text/html; charset=utf-8"]], body: Buffer.from(HTML) }, 7, Date.now());
  const kept = new Map([[KEY, entry]]);
  mirror = publishPages(siteConfig, () => kept);
  front = await startFrontThreads({ port, hostname: "127.0.0.1", upstreamPort: (upstream.address() as AddressInfo).port, peerSecret: PEER_SECRET, clockOffset: new SharedArrayBuffer(8), threads: 2, bundle });
});

afterAll(async () => {
  await front?.stop();
  mirror?.close();
  await new Promise((resolve) => upstream.close(resolve));
  rmSync(path.dirname(bundle), { recursive: true, force: true });
});

const rendered = () => seen.filter(({ url }) => url === "/en/menu").length;

describe("front threads", () => {
  it("hand every request to the Next.js thread while the page cache does not trust its pages", async () => {
    const answer = await ask("/en/menu");
    expect(answer.status).toBe(201);
    expect(answer.body.toString()).toBe("rendered /en/menu");
    expect(rendered()).toBe(1);
  });

  it("answer a page the cache keeps from their copy, compressed, once the cache trusts its pages", async () => {
    mirror.trust(true);
    await expect.poll(async () => (await ask("/en/menu", { headers: { "accept-encoding": "gzip" } })).status).toBe(200);
    const before = rendered();
    const answer = await ask("/en/menu", { headers: { "accept-encoding": "gzip" } });
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(answer.body).toString()).toBe(HTML);
    expect(answer.headers.etag).toMatch(/^W\//);
    expect((await ask("/en/menu", { headers: { "if-none-match": answer.headers.etag! } })).status).toBe(304);
    expect(rendered()).toBe(before);
  });

  it("count what they answer in the process's metrics", async () => {
    const threads = (await front.metrics()).flat();
    const hits = threads.filter(({ name }) => name === "carta_page_cache_hits_total").flatMap(({ values }) => values);
    expect(hits.reduce((sum, { value }) => sum + value, 0)).toBeGreaterThanOrEqual(3);
    const requests = threads.filter(({ name }) => name === "carta_http_requests_total").flatMap(({ values }) => values);
    expect(requests.filter(({ labels }) => labels.kind === "page-cache" && labels.status_class === "3xx").length).toBeGreaterThan(0);
  });

  it("stop answering a venue's pages as soon as its change retires them", async () => {
    mirror.retire(7);
    await expect.poll(async () => (await ask("/en/menu")).status).toBe(201);
  });

  it("pass a body, the headers and the answer through as they are, with the client's address signed and a forged one dropped", async () => {
    const answer = await ask("/api/echo?x=1", { method: "POST", headers: { "content-type": "text/plain", [PEER_HEADER]: "guess 203.0.113.9", "x-forged": "kept" }, body: "hello" });
    expect(answer.status).toBe(201);
    expect(answer.rawHeaders.filter((name) => name.toLowerCase() === "set-cookie")).toHaveLength(2);
    expect(answer.rawHeaders.filter((name) => name.toLowerCase() === "date")).toHaveLength(1);
    const request = seen.at(-1)!;
    expect(request).toMatchObject({ url: "/api/echo?x=1", peer: "127.0.0.1", forged: "kept", body: "hello", host: `demo.menu.localhost:${port}` });
  });

  it("answer 502 while the Next.js thread cannot be reached", async () => {
    const [closed, alonePort] = [await freePort(), await freePort()];
    const alone = await startFrontThreads({ port: alonePort, hostname: "127.0.0.1", upstreamPort: closed, peerSecret: PEER_SECRET, clockOffset: new SharedArrayBuffer(8), threads: 1, bundle });
    try {
      const saved = port;
      port = alonePort;
      const answer = await ask("/api/health").finally(() => (port = saved));
      expect(answer.status).toBe(502);
      expect(answer.headers["retry-after"]).toBe("1");
    } finally {
      await alone.stop();
    }
  });
});
