import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "@/lib/db/types";
import { storeForSite } from "@/lib/server/stores/find-store-by-site";
import { resolveSite } from "@/lib/sites/resolve-site";
import { engines } from "../support/engines";
import { createTenant } from "../support/tenants";

// Server components see React's server build, whose `cache` keeps results for the render in progress.
vi.mock("react", async () => vi.importActual("../../node_modules/react/react.react-server.js"));

interface ServerInternals {
  A: { getCacheForType<T>(create: () => T): T } | null;
}

/** Runs `work` as one server render does: with its own cache, dropped when the render ends. */
async function inOneRender<T>(work: () => Promise<T>): Promise<T> {
  const react = (await import("react")) as unknown as { __SERVER_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE: ServerInternals };
  const internals = react.__SERVER_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  const caches = new Map<() => unknown, unknown>();
  internals.A = {
    getCacheForType<T>(create: () => T): T {
      if (!caches.has(create)) caches.set(create, create());
      return caches.get(create) as T;
    },
  };
  try {
    return await work();
  } finally {
    internals.A = null;
  }
}

const siteConfig = { rootDomain: "localhost", reservedLabels: ["api", "admin"] };
/** The process-wide database holder of lib/db/runtime.ts, here given the test's database. */
const runtime = ((globalThis as unknown as { cartaDb?: { database?: Promise<Database> } }).cartaDb ??= {});

describe.each(engines())("storeForSite on $engine", ({ create }) => {
  let database: Database;
  let tenant: Awaited<ReturnType<typeof createTenant>>;
  let queries = 0;

  beforeAll(async () => {
    database = await create();
    tenant = await createTenant(database.db, "Cafe");
    const select = database.db.select.bind(database.db);
    database.db.select = ((...args: Parameters<typeof select>) => {
      queries += 1;
      return select(...args);
    }) as typeof select;
    runtime.database = Promise.resolve(database);
  });
  afterAll(async () => {
    runtime.database = undefined;
    await database?.close();
  });

  it("looks the venue up once per render, however many parts of the page ask", async () => {
    const host = `${tenant.stores[0].urlKey}.menu.localhost`;
    const before = queries;
    const found = await inOneRender(async () => {
      const site = () => resolveSite(host, siteConfig) as Exclude<ReturnType<typeof resolveSite>, { kind: "root" }>;
      const [layout, page, metadata] = await Promise.all([storeForSite(site()), storeForSite(site()), storeForSite(site())]);
      expect(await storeForSite(site())).toBe(layout);
      return [layout, page, metadata];
    });
    expect(found.map((store) => store?.id)).toEqual([tenant.stores[0].id, tenant.stores[0].id, tenant.stores[0].id]);
    expect(queries - before).toBe(1);
  });

  it("keeps venues apart and looks again in the next render", async () => {
    const before = queries;
    await inOneRender(async () => {
      const first = await storeForSite({ kind: "venue", urlKey: tenant.stores[0].urlKey });
      const second = await storeForSite({ kind: "venue", urlKey: tenant.stores[1].urlKey });
      expect([first?.id, second?.id]).toEqual([tenant.stores[0].id, tenant.stores[1].id]);
      expect(await storeForSite({ kind: "custom", domain: "nosuch.example.com" })).toBeNull();
    });
    await inOneRender(() => storeForSite({ kind: "venue", urlKey: tenant.stores[0].urlKey }));
    expect(queries - before).toBe(4);
  });
});
