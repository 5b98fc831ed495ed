import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { stores } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";
import { CLIENT_ADDRESS_HEADER, VIA_PROXY_HEADER } from "@/lib/server/auth/client-address";
import { expectDocumented } from "../support/documented-answer";
import { engines } from "../support/engines";
import { rivalTenants } from "../support/rival-tenants";
import type { Tenant } from "../support/tenants";

const held = vi.hoisted(() => ({ database: null as unknown }));
vi.mock("@/lib/db/runtime", async () => ({ db: async () => (held.database as Database).db }));

const PATH = "/api/internal/tls-ask";
const EDGE_PROXY = "10.20.0.7";

beforeAll(() => {
  vi.stubEnv("ROOT_DOMAIN", "carta.test");
  vi.stubEnv("MENU_DOMAIN", "menu.carta.test");
  vi.stubEnv("TRUSTED_PROXIES", EDGE_PROXY);
  vi.stubEnv("LOG_LEVEL", "silent");
  vi.resetModules();
});
afterAll(() => vi.unstubAllEnvs());

describe.each(engines())("the edge's TLS ask endpoint on $engine", ({ create }) => {
  const world = rivalTenants(create);
  let a: Tenant;
  let ask: (domain: string | null, headers?: Record<string, string>) => Promise<Response>;

  beforeAll(async () => {
    ({ a } = world);
    held.database = world.database;
    const { GET } = await import("@/app/api/internal/tls-ask/route");
    ask = async (domain, headers = { [CLIENT_ADDRESS_HEADER]: "127.0.0.1", [VIA_PROXY_HEADER]: "0" }) => {
      const query = domain === null ? "" : `?domain=${encodeURIComponent(domain)}`;
      const response = await GET(new NextRequest(`http://127.0.0.1:3000${PATH}${query}`, { headers }), undefined);
      await expectDocumented("GET", PATH, response);
      return response;
    };
  });

  const claim = (storeId: number, values: Partial<typeof stores.$inferInsert>) => world.database.db.update(stores).set(values).where(eq(stores.id, storeId));

  it("answers 200 for the root domain and existing venues' subdomains only", async () => {
    const venue = a.stores[0].urlKey;
    expect((await ask("carta.test")).status).toBe(200);
    expect(await (await ask(`${venue}.menu.carta.test`)).json()).toEqual({ domain: `${venue}.menu.carta.test` });
    expect((await ask(`${venue.toUpperCase()}.menu.carta.test.`)).status).toBe(200);
    for (const host of ["nosuch.menu.carta.test", `x.${venue}.menu.carta.test`, "www.carta.test", "menu.carta.test", "127.0.0.1", "", "evil.example.com", "a b.example.com"]) {
      expect((await ask(host)).status, host).toBe(404);
    }
    expect((await ask(null)).status).toBe(404);
  });

  it("answers 200 for a custom domain only once it is enabled and proven", async () => {
    const store = a.stores[1];
    const domain = `menu.${store.urlKey}.example`;
    await claim(store.id, { customDomain: domain, customDomainEnabled: true, customDomainStatus: "pending" });
    expect((await ask(domain)).status).toBe(404);
    await claim(store.id, { customDomainStatus: "failed", customDomainFailure: "wrong_value" });
    expect((await ask(domain)).status).toBe(404);
    await claim(store.id, { customDomainStatus: "verified", customDomainFailure: null });
    expect((await ask(domain)).status).toBe(200);
    await claim(store.id, { customDomainEnabled: false });
    expect((await ask(domain)).status).toBe(404);
  });

  it("answers only the edge: loopback or a trusted proxy asking for itself", async () => {
    const direct = { [VIA_PROXY_HEADER]: "0" };
    expect((await ask("carta.test", { ...direct, [CLIENT_ADDRESS_HEADER]: "::1" })).status).toBe(200);
    expect((await ask("carta.test", { ...direct, [CLIENT_ADDRESS_HEADER]: EDGE_PROXY })).status).toBe(200);
    // Next.js adds X-Forwarded-For of its own to every request it handles: only the stamp tells a proxy.
    expect((await ask("carta.test", { ...direct, [CLIENT_ADDRESS_HEADER]: "127.0.0.1", "x-forwarded-for": "127.0.0.1" })).status).toBe(200);
    for (const headers of <Record<string, string>[]>[
      { ...direct, [CLIENT_ADDRESS_HEADER]: "203.0.113.9" },
      { ...direct, [CLIENT_ADDRESS_HEADER]: "10.20.0.8" },
      {},
      { [CLIENT_ADDRESS_HEADER]: "127.0.0.1" },
      { [CLIENT_ADDRESS_HEADER]: "127.0.0.1", [VIA_PROXY_HEADER]: "1" },
      { [CLIENT_ADDRESS_HEADER]: EDGE_PROXY, [VIA_PROXY_HEADER]: "1" },
    ]) {
      expect((await ask("carta.test", headers)).status, JSON.stringify(headers)).toBe(403);
    }
  });
});
