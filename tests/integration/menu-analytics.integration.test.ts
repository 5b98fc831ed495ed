import dgram from "node:dgram";
import { mkdtempSync } from "node:fs";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as eventsRoute } from "@/app/api/analytics/events/route";
import { GET as exportRoute } from "@/app/api/analytics/export/route";
import { GET as summaryRoute } from "@/app/api/analytics/summary/route";
import type { AnalyticsSummary } from "@/lib/schemas/analytics";
import { BEACONS_PER_ADDRESS_PER_MINUTE } from "@/lib/server/analytics/beacon-rate-limit";
import { hearEdgeBeacons } from "@/lib/server/analytics/hear-edge-beacons";
import { beaconUrl } from "@/lib/analytics/beacon-url";
import type { BeaconBody } from "@/lib/analytics/dimensions";
import { zonedDayHour } from "@/lib/analytics/zoned-day-hour";
import { analyticsCounts, itemTranslations, items, storeTables, subscriptions } from "@/lib/db/schema";
import { demoMenu } from "@/lib/db/seed/demo-menu";
import { insertMenu } from "@/lib/db/seed/insert-menu";
import type { Database } from "@/lib/db/types";
import { createJobWorker } from "@/lib/jobs/job-worker";
import { metrics } from "@/lib/metrics/registry";
import { ANALYTICS_RETENTION_JOB, analyticsRetentionJob } from "@/lib/server/analytics/analytics-retention-job";
import { flushAnalyticsCounts } from "@/lib/server/analytics/flush-analytics-counts";
import { CLIENT_ADDRESS_HEADER } from "@/lib/server/auth/client-address";
import { settleSubscriptions } from "@/lib/server/subscriptions/settle-subscriptions";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { session } from "../support/browser-session";
import { expectDocumented } from "../support/documented-answer";
import { createRequestHandler } from "@/server/request-handler";
import { engines, secondInstance } from "../support/engines";
import { rivalTenants } from "../support/rival-tenants";
import { actorOf, type Tenant } from "../support/tenants";

process.env.DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "carta-analytics-"));

vi.mock("@/lib/server/auth/actor", async (original) => (await import("../support/browser-session")).actorModule(await original()));
vi.mock("@/lib/db/runtime", async () => (await import("../support/browser-session")).runtimeModule());

const BROWSER = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile Safari/604.1";
let addressCounter = 0;
/** A fresh documentation address per test, so the per-address limit of one test does not reach the next. */
const freshAddress = () => `198.51.100.${(addressCounter += 1)}`;

function beacon(host: string, body: unknown, headers: Record<string, string> = {}, address = freshAddress()) {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  return eventsRoute(
    new NextRequest("http://localhost/api/analytics/events", {
      method: "POST",
      body: text,
      headers: { host, "content-type": "text/plain;charset=UTF-8", "user-agent": BROWSER, [CLIENT_ADDRESS_HEADER]: address, ...headers },
    }),
    undefined,
  );
}

const summaryOf = (query: string) => summaryRoute(new NextRequest(`http://localhost/api/analytics/summary?${query}`), undefined);

async function countsOf(db: Database["db"], storeId: number) {
  const rows = await db
    .select({ dimension: analyticsCounts.dimension, key: analyticsCounts.key, count: analyticsCounts.count })
    .from(analyticsCounts)
    .where(eq(analyticsCounts.storeId, storeId));
  return Object.fromEntries(rows.map((row) => [`${row.dimension}:${row.key}`, row.count]));
}

describe.each(engines())("menu analytics on $engine", ({ engine, create }) => {
  const world = rivalTenants(create);
  let database: Database, a: Tenant, b: Tenant, host: string, today: string;
  beforeAll(async () => {
    ({ database, a, b } = world);
    session.db = database.db;
    const now = new Date();
    for (const store of [...a.stores, ...b.stores]) await settleSubscriptions({ db: database.db, clock: { now: () => now } }, store.id);
    await database.db.transaction((tx) => insertMenu(tx, { companyId: a.company.id, storeId: a.stores[0].id }, demoMenu));
    await database.db.insert(storeTables).values([
      { companyId: a.company.id, storeId: a.stores[0].id, name: "Terrace 1", qrKey: `k${engine}1aaaaaaaaaaaaaaa`, position: 1 },
      { companyId: a.company.id, storeId: a.stores[0].id, name: "Window 2", qrKey: `k${engine}2aaaaaaaaaaaaaaa`, position: 2 },
    ]);
    // b's first store: the trial ended without a plan, so analytics (Basic and above) is refused.
    await database.db.update(subscriptions).set({ endsAt: new Date(now.getTime() - 1000) }).where(and(eq(subscriptions.storeId, b.stores[0].id), eq(subscriptions.planKey, "trial")));
    host = `${a.stores[0].urlKey}.menu.localhost:3000`;
    today = zonedDayHour(now, a.stores[0].timezone).day;
  });

  it("counts opens by table, language and device, dishes and searches as daily sums, and keeps nothing about the guest", async () => {
    const [dish] = await database.db.select({ id: items.id }).from(items).where(eq(items.storeId, a.stores[0].id)).limit(1);
    const address = "203.0.113.77";
    const first = await beacon(
      host,
      { locale: "en", device: "phone", table: "1", events: [["open"], ["product", String(dish!.id)], ["search", "Ramen"], ["search", "ramen "], ["wifi"], ["teleport"]] },
      {},
      address,
    );
    expect(first.status).toBe(204);
    expect(first.headers.get("set-cookie")).toBeNull();
    await expectDocumented("POST", "/api/analytics/events", first);
    await beacon(host, { locale: "zh", device: "desktop", table: "2", events: [["open"], ["product", String(dish!.id)], ["search", "RAMEN"], ["cart"], ["filter", "vegan"]] });
    await beacon(host, { locale: "en", device: "phone", events: [["open"], ["search", "ab"], ["review"], ["promotion", "3"]] });
    // nothing is written while a guest's page is counted
    expect(await countsOf(database.db, a.stores[0].id)).toEqual({});

    await flushAnalyticsCounts(database.db);
    const counts = await countsOf(database.db, a.stores[0].id);
    const hour = String(zonedDayHour(new Date(), a.stores[0].timezone).hour);
    expect(counts).toMatchObject({
      "open:": 3,
      "locale:en": 2,
      "locale:zh": 1,
      "device:phone": 2,
      "device:desktop": 1,
      "table:1": 1,
      "table:2": 1,
      [`product:${dish!.id}`]: 2,
      "search:ramen": 2,
      "wifi:": 1,
      "cart:": 1,
      "review:": 1,
      "filter:vegan": 1,
      "promotion:3": 1,
    });
    expect(counts[`hour:${hour}`] ?? counts[`hour:${Number(hour) - 1}`]).toBeGreaterThan(0);
    expect(Object.keys(counts).some((key) => key.startsWith("search:ab"))).toBe(false);

    // the table holds counts only: no address, cookie, agent or fingerprint column, and no value with the address
    const columns = await database.db.execute<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'analytics_counts' order by column_name`,
    );
    const rowsOf = (result: unknown) => ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as Record<string, unknown>[];
    expect(rowsOf(columns).map((row) => row.column_name)).toEqual(["company_id", "count", "day", "dimension", "key", "store_id"]);
    const dump = JSON.stringify(await database.db.select().from(analyticsCounts));
    expect(dump).not.toContain(address);
    expect(dump).not.toContain("iPhone");
  });

  it("adds up the counts of several flushes and of a second server process instead of replacing them", async () => {
    const store = a.stores[1];
    const otherHost = `${store.urlKey}.menu.localhost`;
    await beacon(otherHost, { locale: "ru", device: "phone", events: [["open"]] });
    await flushAnalyticsCounts(database.db);
    await beacon(otherHost, { locale: "ru", device: "phone", events: [["open"]] });
    const second = await secondInstance(database);
    await flushAnalyticsCounts(second?.db ?? database.db);
    await second?.close();
    expect(await countsOf(database.db, store.id)).toMatchObject({ "open:": 2, "locale:ru": 2 });
  });

  it("answers beacons in the HTTP server itself, before Next.js, and counts them the same way", async () => {
    const store = b.stores[1];
    let nextCalls = 0;
    const server = http.createServer(
      createRequestHandler({ handle: (_request, response) => ((nextCalls += 1), response.writeHead(404).end()), stamp: (request) => (request.headers[CLIENT_ADDRESS_HEADER] = "192.0.2.9") }),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const post = (body: string) =>
      fetch(`http://127.0.0.1:${port}/api/analytics/events`, { method: "POST", body, headers: { "content-type": "text/plain", "user-agent": BROWSER } });
    try {
      // Node's fetch sends its own Host; the venue is named through a raw request instead
      const answer = await new Promise<number>((resolve, reject) => {
        const request = http.request(
          { host: "127.0.0.1", port, path: "/api/analytics/events", method: "POST", headers: { host: `${store.urlKey}.menu.localhost`, "user-agent": BROWSER, "content-type": "text/plain" } },
          (response) => resolve(response.statusCode ?? 0),
        );
        request.on("error", reject);
        request.end(JSON.stringify({ locale: "tr", device: "phone", events: [["open"]] }));
      });
      expect(answer).toBe(204);
      expect((await post("x".repeat(9000))).status).toBe(413);
      expect(nextCalls).toBe(0);
      await flushAnalyticsCounts(database.db);
      expect(await countsOf(database.db, store.id)).toMatchObject({ "open:": 1, "locale:tr": 1 });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    await database.db.delete(analyticsCounts).where(eq(analyticsCounts.storeId, store.id));
  });

  it("counts a beacon carried in its address, as the guest pages send it, in the HTTP server and in the route, and refuses one over 8 KB", async () => {
    const store = b.stores[1];
    const venue = `${store.urlKey}.menu.localhost`;
    const server = http.createServer(createRequestHandler({ handle: (_request, response) => response.writeHead(404).end(), stamp: (request) => (request.headers[CLIENT_ADDRESS_HEADER] = freshAddress()) }));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    // as navigator.sendBeacon(url) posts it: no body at all
    const send = (url: string) =>
      new Promise<number>((resolve, reject) => {
        const request = http.request({ host: "127.0.0.1", port, path: url, method: "POST", headers: { host: venue, "user-agent": BROWSER, "content-length": 0 } }, (response) => resolve(response.statusCode ?? 0));
        request.on("error", reject);
        request.end();
      });
    try {
      expect(await send(beaconUrl({ locale: "ar", device: "phone", table: "2", events: [["open"], ["search", "фалафель"]] }))).toBe(204);
      expect(await send(beaconUrl({ locale: "ar", device: "phone", events: [["search", "x".repeat(9000)]] }))).toBe(413);
      const routed = await eventsRoute(
        new NextRequest(`http://localhost${beaconUrl({ locale: "ar", device: "desktop", events: [["open"]] })}`, {
          method: "POST",
          headers: { host: venue, "user-agent": BROWSER, [CLIENT_ADDRESS_HEADER]: freshAddress() },
        }),
        undefined,
      );
      expect(routed.status).toBe(204);
      await flushAnalyticsCounts(database.db);
      expect(await countsOf(database.db, store.id)).toMatchObject({ "open:": 2, "locale:ar": 2, "table:2": 1, "device:phone": 1, "device:desktop": 1, "search:фалафель": 1 });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    await database.db.delete(analyticsCounts).where(eq(analyticsCounts.storeId, store.id));
  });

  it("counts the beacons an edge answered itself from the lines it sends, and none it refused or must not count", async () => {
    const store = b.stores[1];
    const socket = await hearEdgeBeacons({ address: "127.0.0.1", port: 0 });
    const sender = dgram.createSocket("udp4");
    const heard = async () => Object.fromEntries((await metrics().edgeBeacons.get()).values.map(({ labels, value }) => [labels.outcome, value]));
    const before = await heard();
    /** A line as nginx sends it (deploy/nginx/carta-cache.conf, log_format carta_beacon, syslog with tag and no hostname). */
    const line = (fields: Record<string, string>) => {
      const values = { status: "204", host: `${store.urlKey}.menu.localhost:8080`, query: "", "user-agent": BROWSER, dnt: "", "sec-gpc": "", "sec-purpose": "", purpose: "", "x-moz": "", ...fields };
      return `<190>Nov 27 04:00:53 carta_beacon: ${JSON.stringify(values)}`;
    };
    const query = (body: BeaconBody) => beaconUrl(body).split("?")[1]!;
    const lines = [
      line({ query: query({ locale: "zh", device: "phone", table: "4", events: [["open"], ["wifi"]] }) }),
      line({ query: query({ locale: "zh", device: "desktop", events: [["open"]] }) }),
      line({ query: query({ locale: "zh", device: "phone", events: [["open"]] }), dnt: "1" }),
      line({ query: query({ locale: "zh", device: "phone", events: [["open"]] }), "sec-purpose": "prefetch" }),
      line({ query: query({ locale: "zh", device: "phone", events: [["open"]] }), "user-agent": "Googlebot/2.1" }),
      line({ query: query({ locale: "zh", device: "phone", events: [["open"]] }), status: "429" }),
      line({ query: query({ locale: "zh", device: "phone", events: [["open"]] }), host: "nosuchvenue.menu.localhost" }),
      line({ query: "" }),
      "<190>Nov 27 04:00:53 carta_beacon: {not json",
      "hello",
    ];
    try {
      const { port } = socket.address();
      for (const text of lines) await new Promise((resolve, reject) => sender.send(text, port, "127.0.0.1", (error) => (error ? reject(error) : resolve(undefined))));
      await vi.waitFor(async () => {
        const now = await heard();
        expect([(now.counted ?? 0) - (before.counted ?? 0), (now.uncounted ?? 0) - (before.uncounted ?? 0), (now.malformed ?? 0) - (before.malformed ?? 0)]).toEqual([3, 5, 2]);
      });
      await flushAnalyticsCounts(database.db);
      const counts = await countsOf(database.db, store.id);
      const hours = Object.entries(counts).filter(([key]) => key.startsWith("hour:"));
      expect(hours.reduce((sum, [, count]) => sum + count, 0)).toBe(2);
      expect(Object.fromEntries(Object.entries(counts).filter(([key]) => !key.startsWith("hour:")))).toEqual({
        "open:": 2,
        "locale:zh": 2,
        "device:phone": 1,
        "device:desktop": 1,
        "table:4": 1,
        "wifi:": 1,
      });
    } finally {
      sender.close();
      socket.close();
    }
    await database.db.delete(analyticsCounts).where(eq(analyticsCounts.storeId, store.id));
  });

  it("answers a beacon of declared length before its body arrives, counts the body once it comes, and counts the answer as a request", async () => {
    const store = b.stores[1];
    const server = http.createServer(createRequestHandler({ handle: (_request, response) => response.writeHead(404).end(), stamp: (request) => (request.headers[CLIENT_ADDRESS_HEADER] = freshAddress()) }));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const answered = async () => (await metrics().httpRequests.get()).values.find(({ labels }) => labels.method === "POST" && labels.status_class === "2xx" && labels.kind === "server")?.value ?? 0;
    const requestsBefore = await answered();
    const body = JSON.stringify({ locale: "fr", device: "desktop", events: [["open"], ["wifi"]] });
    const socket = net.connect(port, "127.0.0.1");
    try {
      await new Promise((resolve) => socket.once("connect", resolve));
      let received = "";
      const answer = new Promise<string>((resolve) => socket.on("data", (chunk) => ((received += chunk), received.includes("\r\n\r\n") && resolve(received))));
      socket.write(
        `POST /api/analytics/events HTTP/1.1\r\nHost: ${store.urlKey}.menu.localhost\r\nUser-Agent: ${BROWSER}\r\nContent-Type: text/plain\r\nContent-Length: ${body.length}\r\n\r\n`,
      );
      // the body has not been sent: the answer comes all the same
      expect((await answer).split("\r\n")[0]).toBe("HTTP/1.1 204 No Content");
      socket.write(body);
      // what a flush writes includes the beacon already answered, whose body was still on its way
      await flushAnalyticsCounts(database.db);
      expect(await countsOf(database.db, store.id)).toMatchObject({ "open:": 1, "locale:fr": 1, "wifi:": 1 });
      expect(await answered()).toBe(requestsBefore + 1);

      // a body of undeclared length is read before the answer: over 8 KB refused, under it counted
      const chunked = (text: string) =>
        new Promise<number>((resolve, reject) => {
          const request = http.request({ host: "127.0.0.1", port, path: "/api/analytics/events", method: "POST", headers: { host: `${store.urlKey}.menu.localhost`, "user-agent": BROWSER } }, (response) =>
            resolve(response.statusCode ?? 0),
          );
          request.on("error", reject);
          request.write(text.slice(0, 10));
          request.end(text.slice(10));
        });
      expect(await chunked(JSON.stringify({ locale: "fr", device: "desktop", events: [["search", "x".repeat(9000)]] }))).toBe(413);
      expect(await chunked(JSON.stringify({ locale: "fr", device: "desktop", events: [["open"]] }))).toBe(204);
      await flushAnalyticsCounts(database.db);
      expect(await countsOf(database.db, store.id)).toMatchObject({ "open:": 2, "locale:fr": 2, "wifi:": 1 });
    } finally {
      socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
    await database.db.delete(analyticsCounts).where(eq(analyticsCounts.storeId, store.id));
  });

  it("counts a beacon whose body comes in several pieces once, and a beacon whose sender left before its whole body came not at all, without holding up the flush", async () => {
    const store = b.stores[1];
    const server = http.createServer(createRequestHandler({ handle: (_request, response) => response.writeHead(404).end(), stamp: (request) => (request.headers[CLIENT_ADDRESS_HEADER] = freshAddress()) }));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const head = (length: number) =>
      `POST /api/analytics/events HTTP/1.1\r\nHost: ${store.urlKey}.menu.localhost\r\nUser-Agent: ${BROWSER}\r\nContent-Type: text/plain\r\nContent-Length: ${length}\r\n\r\n`;
    /** A connection and the first answer it gets. */
    const connect = async () => {
      const socket = net.connect(port, "127.0.0.1");
      await new Promise((resolve) => socket.once("connect", resolve));
      let received = "";
      const answer = new Promise<string>((resolve) => socket.on("data", (chunk) => ((received += chunk), received.includes("\r\n\r\n") && resolve(received.split("\r\n")[0]!))));
      return { socket, answer };
    };
    const split = await connect();
    const left = await connect();
    try {
      const body = JSON.stringify({ locale: "tr", device: "phone", events: [["open"], ["cart"]] });
      split.socket.write(head(body.length) + body.slice(0, 9));
      expect(await split.answer).toBe("HTTP/1.1 204 No Content");
      // the rest comes once the answer is out, in two more pieces
      await new Promise((resolve) => split.socket.write(body.slice(9, 20), resolve));
      await new Promise((resolve) => split.socket.write(body.slice(20), resolve));

      const abandoned = JSON.stringify({ locale: "tr", device: "phone", events: [["open"], ["wifi"]] });
      left.socket.write(head(abandoned.length) + abandoned.slice(0, 12));
      expect(await left.answer).toBe("HTTP/1.1 204 No Content");
      left.socket.destroy();

      await flushAnalyticsCounts(database.db);
      expect(await countsOf(database.db, store.id)).toMatchObject({ "open:": 1, "locale:tr": 1, "cart:": 1 });
      expect(await countsOf(database.db, store.id)).not.toHaveProperty("wifi:");
      // nothing of either beacon is left to count: a second flush adds nothing
      await flushAnalyticsCounts(database.db);
      expect(await countsOf(database.db, store.id)).toMatchObject({ "open:": 1, "cart:": 1 });
    } finally {
      split.socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
    await database.db.delete(analyticsCounts).where(eq(analyticsCounts.storeId, store.id));
  });

  it("does not count guests with Do Not Track or Global Privacy Control, prefetches, robots, unknown venues or foreign bodies", async () => {
    const store = b.stores[1];
    const bHost = `${store.urlKey}.menu.localhost`;
    const open = { locale: "en", device: "desktop", events: [["open"]] };
    const answers = [
      await beacon(bHost, open, { dnt: "1" }),
      await beacon(bHost, open, { "sec-gpc": "1" }),
      await beacon(bHost, open, { "sec-purpose": "prefetch;prerender" }),
      await beacon(bHost, open, { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }),
      await beacon("nosuchvenue.menu.localhost", open),
      await beacon("localhost:3000", open),
      await beacon(bHost, "not json"),
      await beacon(bHost, { locale: "xx", device: "desktop", events: [["open"]] }),
      await beacon(bHost, { locale: "en", device: "desktop", events: [["teleport"], ["product", "<script>"]] }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([204, 204, 204, 204, 204, 204, 204, 204, 204]);
    await flushAnalyticsCounts(database.db);
    expect(await countsOf(database.db, store.id)).toEqual({});
  });

  it("refuses a body over 8 KB and limits the beacons of one address, not of the others", async () => {
    const big = { locale: "en", device: "desktop", events: [["search", "x".repeat(9000)]] };
    const tooLarge = await beacon(host, big);
    expect(tooLarge.status).toBe(413);
    await expectDocumented("POST", "/api/analytics/events", tooLarge);
    const address = freshAddress();
    const open = { locale: "en", device: "desktop", events: [] };
    const statuses = new Set<number>();
    for (let sent = 0; sent < BEACONS_PER_ADDRESS_PER_MINUTE; sent += 1) statuses.add((await beacon(host, open, {}, address)).status);
    expect([...statuses]).toEqual([204]);
    const limited = await beacon(host, open, {}, address);
    expect(limited.status).toBe(429);
    await expectDocumented("POST", "/api/analytics/events", limited);
    expect((await beacon(host, open, {}, freshAddress())).status).toBe(204);
  });

  it("shows the summary to the store's people only: anonymous 401, a rival or another store's manager 404, below Basic 403", async () => {
    const query = (storeId: number) => `storeId=${storeId}&from=${today}&to=${today}`;
    session.actor = null;
    expect((await summaryOf(query(a.stores[0].id))).status).toBe(401);
    session.actor = actorOf(b.companyManager);
    const rival = await summaryOf(query(a.stores[0].id));
    expect(rival.status).toBe(404);
    await expectDocumented("GET", "/api/analytics/summary", rival);
    session.actor = actorOf(a.storeManager);
    expect((await summaryOf(query(a.stores[1].id))).status).toBe(404);
    expect((await summaryOf(`storeId=${a.stores[0].id}&from=${today}&to=2001-01-01`)).status).toBe(400);
    session.actor = actorOf(b.companyManager);
    const gated = await summaryOf(query(b.stores[0].id));
    expect(gated.status).toBe(403);
    expect(((await expectDocumented("GET", "/api/analytics/summary", gated)) as { feature: string }).feature).toBe("powerful_admin_panel");
  });

  it("gives the owner the period against the previous one, tables by name, dishes by title and searches typed by two visits", async () => {
    await database.db.insert(analyticsCounts).values([
      { companyId: a.company.id, storeId: a.stores[0].id, day: "2000-01-01", dimension: "open", key: "", count: 1 },
      { companyId: a.company.id, storeId: a.stores[0].id, day: today, dimension: "search", key: "borscht", count: 1 },
    ]);
    await beacon(host, { locale: "en", device: "phone", table: "1", events: [["open"]] });
    session.actor = actorOf(a.storeManager);
    const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const response = await summaryOf(`storeId=${a.stores[0].id}&from=${today}&to=${today}`);
    expect(response.status).toBe(200);
    const summary = (await expectDocumented("GET", "/api/analytics/summary", response)) as AnalyticsSummary;
    // the pending beacon was written before the summary was read
    expect(summary.opens).toBe(4);
    expect(summary.previousFrom).toBe(yesterday);
    expect(summary.days).toEqual([{ day: today, opens: 4, previous: 0 }]);
    expect(summary.weekHours.flat().reduce((sum, value) => sum + value, 0)).toBe(4);
    expect(summary.tables).toEqual([
      { key: "1", label: "Terrace 1", count: 2 },
      { key: "2", label: "Window 2", count: 1 },
    ]);
    expect(summary.locales[0]).toEqual({ key: "en", label: "en", count: 3 });
    const [title] = await database.db.select({ title: itemTranslations.title }).from(itemTranslations).where(eq(itemTranslations.itemId, Number(summary.products[0]!.key)));
    expect(summary.products[0]).toMatchObject({ count: 2 });
    expect([title!.title, summary.products[0]!.key]).toContain(summary.products[0]!.label);
    expect(summary.searches).toEqual([{ key: "ramen", label: "ramen", count: 2 }]);
    expect(summary.actions).toEqual({ cart: 1, review: 1, wifi: 1 });

    const csv = await exportRoute(new NextRequest(`http://localhost/api/analytics/export?storeId=${a.stores[0].id}&from=${today}&to=${today}`), undefined);
    expect(csv.status).toBe(200);
    await expectDocumented("GET", "/api/analytics/export", csv);
    expect(csv.headers.get("content-disposition")).toContain(`${a.stores[0].urlKey}-analytics-${today}-${today}.csv`);
    expect(await csv.text()).toContain("search,ramen,ramen,2,");
    session.actor = actorOf(b.companyManager);
    expect((await exportRoute(new NextRequest(`http://localhost/api/analytics/export?storeId=${a.stores[0].id}&from=${today}&to=${today}`), undefined)).status).toBe(404);

    // the rival's summary of its own store holds none of a's counts
    session.actor = actorOf(b.companyManager);
    const own = (await (await summaryOf(`storeId=${b.stores[1].id}&from=${today}&to=${today}`)).json()) as AnalyticsSummary;
    expect(own.opens).toBe(0);
    expect(own.searches).toEqual([]);
  });

  it("drops the counts older than 13 months in the recurring retention job and keeps the rest", async () => {
    const now = new Date("2099-05-31T12:00:00Z");
    await database.db.insert(analyticsCounts).values([
      { companyId: a.company.id, storeId: a.stores[1].id, day: "2098-04-29", dimension: "open", key: "", count: 5 },
      { companyId: a.company.id, storeId: a.stores[1].id, day: "2098-04-30", dimension: "open", key: "", count: 6 },
      { companyId: a.company.id, storeId: a.stores[1].id, day: "2098-06-01", dimension: "open", key: "", count: 7 },
    ]);
    await enqueueJob(database.db, ANALYTICS_RETENTION_JOB, {}, { dedupeKey: ANALYTICS_RETENTION_JOB });
    const worker = createJobWorker({ db: database.db, handlers: { [ANALYTICS_RETENTION_JOB]: analyticsRetentionJob }, now: () => now });
    expect(await worker.runOnce()).toBe(true);
    const days = await database.db
      .select({ day: sql<string>`${analyticsCounts.day}::text` })
      .from(analyticsCounts)
      .where(and(eq(analyticsCounts.storeId, a.stores[1].id), sql`${analyticsCounts.day} > '2090-01-01'`));
    expect(days.map((row) => row.day).sort()).toEqual(["2098-04-30", "2098-06-01"]);
  });

  it("says in the placeholder privacy policy what is counted, in each interface language", async () => {
    const { currentLegalDocument } = await import("@/lib/server/legal/documents");
    const expected = { en: "## Menu analytics", ru: "## Аналитика меню", zh: "## 菜单数据分析" };
    for (const [locale, heading] of Object.entries(expected)) {
      const policy = await currentLegalDocument(database.db, "privacy-policy", locale);
      expect(policy).toMatchObject({ version: 1 });
      expect(policy!.body).toContain(heading);
      expect(policy!.body).toMatch(/13/);
    }
  });
});
