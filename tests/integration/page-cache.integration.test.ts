import http from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, items, stores, subscriptions } from "@/lib/db/schema";
import { settleSubscriptions } from "@/lib/server/subscriptions/settle-subscriptions";
import type { Database } from "@/lib/db/types";
import { recordAction } from "@/lib/server/history/record-action";
import { metrics } from "@/lib/metrics/registry";
import { createPageCache, type PageCache } from "@/lib/server/page-cache/page-cache";
import { pageFacts } from "@/lib/server/page-cache/page-facts";
import { publishStoreChanges } from "@/lib/server/page-cache/publish-store-changes";
import { FILL_HEADER } from "@/lib/server/page-cache/render-page";
import { storeChanges, type StoreChange } from "@/lib/server/page-cache/store-changes";
import { STORE_CHANGED_CHANNEL } from "@/lib/server/page-cache/store-changed";
import { guestMenuAccess } from "@/lib/server/subscriptions/guest-menu-access";
import { resolveSite } from "@/lib/sites/resolve-site";
import { engines, secondInstance } from "../support/engines";
import { contextOf, createTenant } from "../support/tenants";

const siteConfig = { rootDomain: "localhost", reservedLabels: ["api", "admin"] };

interface Instance {
  cache: PageCache;
  unlisten: () => Promise<void>;
  server: http.Server;
  port: number;
  renders: number;
  clock: number;
  /** the database as the renderer sees it: while false, every render fails as a guest page does then (503) */
  reachable: boolean;
}

/**
 * An HTTP server like server/main.ts, with the app's side of the page cache (its store changes, the facts a
 * page tells the cache); the renderer stands in for the guest pages and prints the store's name.
 */
async function startInstance(database: Database): Promise<Instance> {
  const instance = { renders: 0, clock: Math.floor(Date.now() / 60_000) * 60_000 + 5_000, reachable: true } as Instance;
  instance.cache = createPageCache({ siteConfig, now: () => instance.clock });
  instance.unlisten = await publishStoreChanges(database);
  const clock = { now: () => new Date(instance.clock) };
  const render = async (request: http.IncomingMessage, response: http.ServerResponse) => {
    instance.renders += 1;
    if (!instance.reachable) {
      response.writeHead(503, { "content-type": "text/html; charset=utf-8", "retry-after": "30" }).end("<html><body>unavailable</body></html>");
      return;
    }
    const site = resolveSite(request.headers.host, siteConfig);
    const urlKey = site.kind === "venue" ? site.urlKey : "";
    const [row] = await database.db.select({ id: stores.id, name: stores.name }).from(stores).where(eq(stores.urlKey, urlKey));
    if (row && request.headers[FILL_HEADER] !== undefined) for (const [name, value] of Object.entries(await pageFacts({ db: database.db, clock }, row.id))) response.setHeader(name, value);
    const access = row && (await guestMenuAccess({ db: database.db, clock }, row.id));
    const locale = request.url?.slice(1, 3);
    if (access && !access.open) {
      response.writeHead(307, { location: access.closedBecause === "ended" ? `/${locale}/deterrence?reason=ended` : `/${locale}/deterrence` }).end();
      return;
    }
    if (request.url?.startsWith("/fr/")) {
      response.writeHead(307, { location: "/ru/menu" }).end();
      return;
    }
    response.setHeader("content-type", "text/html; charset=utf-8");
    response.setHeader("set-cookie", "private=1");
    response.statusCode = row ? 200 : 404;
    response.end(`<html><body>${row?.name ?? "no such venue"} · ${request.url} · render ${instance.renders}</body></html>`);
  };
  instance.server = http.createServer((request, response) => {
    void instance.cache.handle(request, response, () => render(request, response));
  });
  await new Promise<void>((resolve) => instance.server.listen(0, "127.0.0.1", resolve));
  instance.port = (instance.server.address() as AddressInfo).port;
  return instance;
}

async function stopInstance(instance: Instance) {
  instance.cache.stop();
  await instance.unlisten();
  instance.server.closeAllConnections();
  await new Promise((resolve) => instance.server.close(resolve));
}

function get(instance: Instance, urlKey: string, path: string, headers: Record<string, string> = {}, port = "") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port: instance.port, path, headers: { host: `${urlKey}.menu.localhost${port}`, ...headers }, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

const text = async (instance: Instance, urlKey: string, path = "/en/menu") => (await get(instance, urlKey, path)).body.toString();

const eventually = { timeout: 5_000, interval: 20 };

describe.each(engines())("page cache on $engine", ({ engine, create }) => {
  let database: Database;
  let tenant: Awaited<ReturnType<typeof createTenant>>;
  let app: Instance;

  beforeAll(async () => {
    database = await create();
    tenant = await createTenant(database.db, "Cafe");
    app = await startInstance(database);
    for (const venue of tenant.stores) await settleSubscriptions({ db: database.db, clock: { now: () => new Date(app.clock) } }, venue.id);
  });
  afterAll(async () => {
    await stopInstance(app);
    await database?.close();
  });

  /** Waits until the notifications of every change committed so far reached the cache (they arrive in commit order). */
  async function changesDelivered() {
    const sentinel = -1;
    const delivered = new Promise<void>((resolve) => {
      const onChange = (change: unknown) => {
        if ((change as StoreChange).type !== "changed" || (change as { storeId: number }).storeId !== sentinel) return;
        storeChanges.unsubscribe(onChange);
        resolve();
      };
      storeChanges.subscribe(onChange);
    });
    await database.db.execute(sql`select pg_notify(${STORE_CHANGED_CHANNEL}, ${String(sentinel)})`);
    await delivered;
  }

  const store = () => tenant.stores[0];

  async function rename(db: Database, storeId: number, name: string) {
    await db.db.transaction(async (tx) => {
      await tx.update(stores).set({ name }).where(eq(stores.id, storeId));
      const ctx = contextOf(tx as never, tenant.companyManager);
      await recordAction(tx as never, ctx, { companyId: tenant.company.id, storeId, event: "update", objectType: "store" });
    });
  }

  it("renders a venue page once and then answers from memory, compressed as asked", async () => {
    await changesDelivered();
    const before = app.renders;
    const first = await get(app, store().urlKey, "/en/menu");
    const second = await get(app, store().urlKey, "/en/menu?table=3&qrcode=true", { "accept-encoding": "gzip" });
    expect(first.status).toBe(200);
    expect(first.body.toString()).toContain(store().name);
    expect(second.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(second.body)).toEqual(first.body);
    expect(second.headers["set-cookie"]).toEqual(["NEXT_LOCALE=en; Path=/; Max-Age=31536000; SameSite=lax"]);
    expect(app.renders - before).toBe(1);
  });

  it("counts a miss for the page it renders and a hit for each answer from memory", async () => {
    const counts = async () => ({
      misses: (await metrics().pageCacheMisses.get()).values[0]?.value ?? 0,
      hits: (await metrics().pageCacheHits.get()).values.find((value) => value.labels.freshness === "fresh")?.value ?? 0,
    });
    const before = await counts();
    for (let n = 0; n < 3; n++) expect((await get(app, tenant.stores[1].urlKey, "/ru/menu")).status).toBe(200);
    expect(await counts()).toEqual({ misses: before.misses + 1, hits: before.hits + 2 });
  });

  it("answers a revalidation with 304 while the page is unchanged", async () => {
    const { headers } = await get(app, store().urlKey, "/en/menu");
    const again = await get(app, store().urlKey, "/en/menu", { "if-none-match": String(headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("shows a recorded change on the next request, and leaves other venues cached", async () => {
    await text(app, tenant.stores[1].urlKey);
    await changesDelivered();
    const before = app.renders;
    await rename(database, store().id, "Cafe renamed");
    await expect.poll(() => text(app, store().urlKey), eventually).toContain("Cafe renamed");
    await text(app, tenant.stores[1].urlKey);
    expect(app.renders - before).toBe(1);
  });

  it("renders again when the minute ends (schedules and opening hours), showing the last minute's page meanwhile", async () => {
    const first = await text(app, store().urlKey, "/ru/menu");
    expect(await text(app, store().urlKey, "/ru/menu")).toBe(first);
    app.clock += 60_000;
    expect(await text(app, store().urlKey, "/ru/menu")).toBe(first);
    await expect.poll(() => text(app, store().urlKey, "/ru/menu"), eventually).not.toBe(first);
    const second = await text(app, store().urlKey, "/ru/menu");
    app.clock += 5 * 60_000;
    const third = await text(app, store().urlKey, "/ru/menu");
    expect(third).not.toBe(second);
    expect(await text(app, store().urlKey, "/ru/menu")).toBe(third);
  });

  it("keeps a redirect (a language the venue does not offer) and carries the scanned table through it", async () => {
    await changesDelivered();
    const before = app.renders;
    const first = await get(app, store().urlKey, "/fr/menu");
    const scanned = await get(app, store().urlKey, "/fr/menu?table=3&qrcode=true");
    expect(first.status).toBe(307);
    expect(first.headers.location).toBe("/ru/menu");
    expect(scanned.headers.location).toBe("/ru/menu?table=3&qrcode=true");
    expect(scanned.headers["set-cookie"]).toBeUndefined();
    expect(app.renders - before).toBe(1);
  });

  it("renders every time what it must not keep", async () => {
    await changesDelivered();
    const before = app.renders;
    await text(app, store().urlKey, "/en/menu?product=1");
    await text(app, store().urlKey, "/en/menu?product=1");
    const missing = await get(app, "nosuchvenue", "/en/menu");
    await get(app, "nosuchvenue", "/en/menu");
    expect(missing.status).toBe(404);
    expect(app.renders - before).toBe(4);
  });

  it("renders a venue's page once whatever port its host names", async () => {
    await changesDelivered();
    const before = app.renders;
    const pages = await Promise.all(
      ["", ":3000", ":8080", ":3000"].map(async (port) => (await get(app, store().urlKey, "/zh/menu", {}, port)).body.toString()),
    );
    expect(new Set(pages).size).toBe(1);
    expect(app.renders - before).toBe(1);
  });

  it("sends a venue still in its setup period to its notice, rendered once per page and carrying no page", async () => {
    const closed = (await createTenant(database.db, "Closed")).stores[0];
    await database.db.update(stores).set({ setupEndsAt: new Date(app.clock + 86_400_000) }).where(eq(stores.id, closed.id));
    const size = app.cache.size;
    await changesDelivered();
    const before = app.renders;
    const paths = ["/en/menu", "/en/menu", "/ru/promotions/0", "/ru/promotions/0", "/fr/reviews", "/fr/reviews", "/zh/menu?product=5"];
    for (const path of paths) {
      const response = await get(app, closed.urlKey, path);
      expect(response.status, path).toBe(307);
      expect(response.headers.location, path).toBe(`/${path.slice(1, 3)}/deterrence`);
      expect(response.body.length, path).toBe(0);
    }
    expect(app.renders - before).toBe(4);
    expect(app.cache.size).toBe(size + 3);
  });

  it("keeps a page no longer than the venue's plan runs, then sends guests to the notice that the menu is paused", async () => {
    const venue = (await createTenant(database.db, "Trial")).stores[0];
    const clock = { now: () => new Date(app.clock) };
    await settleSubscriptions({ db: database.db, clock }, venue.id);
    const ends = new Date(app.clock + 20_000);
    await database.db.update(subscriptions).set({ endsAt: ends }).where(and(eq(subscriptions.storeId, venue.id), eq(subscriptions.planKey, "trial")));
    await changesDelivered();
    const before = app.renders;
    expect((await get(app, venue.urlKey, "/en/menu")).status).toBe(200);
    expect((await get(app, venue.urlKey, "/en/menu")).status).toBe(200);
    expect(app.renders - before).toBe(1);
    app.clock = ends.getTime();
    const paused = await get(app, venue.urlKey, "/en/menu");
    expect(paused.status).toBe(307);
    expect(paused.headers.location).toBe("/en/deterrence?reason=ended");
    expect(paused.body.length).toBe(0);
    expect(app.renders - before).toBe(2);
    expect((await get(app, venue.urlKey, "/en/menu")).headers.location).toBe("/en/deterrence?reason=ended");
  });

  it("keeps a page no longer than the first sold-out mark of the venue lasts", async () => {
    const venue = (await createTenant(database.db, "Bistro")).stores[0];
    await settleSubscriptions({ db: database.db, clock: { now: () => new Date(app.clock) } }, venue.id);
    const owned = { storeId: venue.id, companyId: venue.companyId };
    const [category] = await database.db.insert(categories).values({ ...owned, level: "category", type: "products" }).returning();
    const ends = new Date(app.clock + 20_000);
    await database.db.insert(items).values([
      { ...owned, categoryId: category!.id, kind: "product", soldOutUntil: ends },
      { ...owned, categoryId: category!.id, kind: "product", soldOutUntil: new Date(app.clock - 1) },
    ]);
    await changesDelivered();
    const before = app.renders;
    await get(app, venue.urlKey, "/en/menu");
    await get(app, venue.urlKey, "/en/menu");
    expect(app.renders - before).toBe(1);
    app.clock = ends.getTime();
    await get(app, venue.urlKey, "/en/menu");
    expect(app.renders - before).toBe(2);
  });

  it("shows the last kept page with a notice while pages cannot be rendered, and the error page where none was kept", async () => {
    const kept = await text(app, store().urlKey, "/tr/menu");
    app.clock += 5 * 60_000;
    app.reachable = false;
    try {
      const during = await get(app, store().urlKey, "/tr/menu", { "accept-encoding": "gzip" });
      expect(during.status).toBe(200);
      const page = gunzipSync(during.body).toString();
      expect(page).toContain('data-testid="outage-notice"');
      expect(page.replace(/<p role="status"[^]*?<\/p>/, "")).toBe(kept);
      expect(during.headers["cache-control"]).toBe("private, no-cache");
      const never = await get(app, store().urlKey, "/ar/menu");
      expect(never.status).toBe(503);
      expect(never.headers["retry-after"]).toBe("30");
    } finally {
      app.reachable = true;
    }
    expect(await text(app, store().urlKey, "/tr/menu")).not.toContain("outage-notice");
  });

  it.runIf(engine === "postgres")("sees changes written by another instance", async () => {
    const other = (await secondInstance(database))!;
    const otherApp = await startInstance(other);
    try {
      await text(otherApp, store().urlKey);
      await rename(database, store().id, "Renamed on instance one");
      await expect.poll(() => text(otherApp, store().urlKey), eventually).toContain("Renamed on instance one");
    } finally {
      await stopInstance(otherApp);
      await other.close();
    }
  });

  it.runIf(engine === "postgres")("stands aside while its notification connection is down, and comes back", async () => {
    await text(app, store().urlKey);
    await database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'LISTEN%' and datname = current_database()`);
    await expect
      .poll(async () => {
        const before = app.renders;
        await text(app, store().urlKey);
        return app.renders > before;
      }, eventually)
      .toBe(true);
    await expect
      .poll(async () => {
        await text(app, store().urlKey);
        const before = app.renders;
        await text(app, store().urlKey);
        return app.renders === before;
      }, eventually)
      .toBe(true);
  });
});
