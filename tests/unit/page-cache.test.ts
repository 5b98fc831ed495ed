import { describe, expect, it } from "vitest";
import { cacheableRequest } from "@/lib/server/page-cache/cacheable-request";
import { pickEncoding } from "@/lib/server/page-cache/encodings";
import { minuteEnd, pageEntry, pageHeaders } from "@/lib/server/page-cache/page-entry";
import { PageStore } from "@/lib/server/page-cache/page-store";

const config = { rootDomain: "menu.localhost", reservedLabels: ["api", "admin"] };
const get = (url: string, headers: Record<string, string> = {}) =>
  cacheableRequest({ method: "GET", url, headers: { host: "demo.menu.localhost:3000", ...headers } }, config);

describe("cacheableRequest", () => {
  it("takes a venue's menu, promotions and reviews pages in every content language", () => {
    expect(get("/en/menu")).toMatchObject({ key: "demo.menu.localhost/en/menu", locale: "en", site: { kind: "venue", urlKey: "demo" } });
    expect(get("/ar/promotions/2")?.pathname).toBe("/ar/promotions/2");
    expect(get("/fr/reviews")?.locale).toBe("fr");
  });

  it("ignores the table a guest scanned, which only the browser reads", () => {
    expect(get("/ru/menu?table=4&qrcode=true")?.key).toBe("demo.menu.localhost/ru/menu");
  });

  it("keys a venue's page on its host as sites are told apart: port, case and a trailing dot aside", () => {
    for (const host of ["demo.menu.localhost", "demo.menu.localhost:8080", "DEMO.Menu.localhost.:3000"]) {
      expect(get("/en/menu", { host })?.key, host).toBe("demo.menu.localhost/en/menu");
    }
    expect(get("/en/menu", { host: "demo.menu.localhost:8080" })?.host).toBe("demo.menu.localhost:8080");
  });

  it("leaves everything else to the renderer", () => {
    expect(get("/en/menu?product=12")).toBeNull();
    expect(get("/menu")).toBeNull();
    expect(get("/de/menu")).toBeNull();
    expect(get("/en/menu/")).toBeNull();
    expect(get("/en/deterrence")).toBeNull();
    expect(get("/en/menu", { rsc: "1" })).toBeNull();
    expect(get("/en/menu", { "next-router-prefetch": "1" })).toBeNull();
    expect(cacheableRequest({ method: "POST", url: "/en/menu", headers: { host: "demo.menu.localhost" } }, config)).toBeNull();
    expect(cacheableRequest({ method: "GET", url: "/en/menu", headers: { host: "menu.localhost" } }, config)).toBeNull();
    expect(cacheableRequest({ method: "GET", url: "/en/menu", headers: {} }, config)).toBeNull();
  });

  it("takes the root site's front page for visitors without a session, one copy for every root host", () => {
    const root = (url: string, headers: Record<string, string> = {}) => cacheableRequest({ method: "GET", url, headers: { host: "menu.localhost:3000", ...headers } }, config);
    expect(root("/ru")).toMatchObject({ key: "root:/ru", locale: "ru", site: { kind: "root" } });
    expect(root("/zh", { host: "203.0.113.7" })?.key).toBe("root:/zh");
    expect(root("/en", { cookie: "NEXT_LOCALE=en; theme=dark" })?.key).toBe("root:/en");
  });

  it("renders the root site for a session, a query, another page or a venue language", () => {
    const root = (url: string, headers: Record<string, string> = {}) => cacheableRequest({ method: "GET", url, headers: { host: "menu.localhost", ...headers } }, config);
    expect(root("/ru", { cookie: "NEXT_LOCALE=ru; next-auth.session-token=abc" })).toBeNull();
    expect(root("/ru", { cookie: "__Secure-next-auth.session-token.0=abc" })).toBeNull();
    // The sign-in form carries the token of this cookie: a page rendered for one visitor is no page for all.
    expect(root("/ru", { cookie: "next-auth.csrf-token=token%7Chash" })).toBeNull();
    expect(root("/ru", { cookie: "NEXT_LOCALE=ru; __Host-next-auth.csrf-token=token%7Chash" })).toBeNull();
    expect(root("/ru?callbackUrl=%2Fru%2Fdemo%2Fadmin-panel")).toBeNull();
    expect(root("/ru?error=CredentialsSignin")).toBeNull();
    expect(root("/ru/register/user")).toBeNull();
    expect(root("/ar")).toBeNull();
    expect(root("/ru", { rsc: "1" })).toBeNull();
  });

  it("keys custom domains by their own host", () => {
    const custom = cacheableRequest({ method: "GET", url: "/en/menu", headers: { host: "Cafe.Example.com" } }, config);
    expect(custom).toMatchObject({ key: "cafe.example.com/en/menu", site: { kind: "custom", domain: "cafe.example.com" } });
  });
});

describe("pickEncoding", () => {
  it("prefers brotli, then gzip, honouring q=0", () => {
    expect(pickEncoding("gzip, deflate, br")).toBe("br");
    expect(pickEncoding("gzip")).toBe("gzip");
    expect(pickEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(pickEncoding("*")).toBe("br");
    expect(pickEncoding("*;q=0")).toBe("identity");
    expect(pickEncoding(undefined)).toBe("identity");
    expect(pickEncoding("identity")).toBe("identity");
  });
});

describe("page entries", () => {
  it("expire at the end of the minute they were rendered in", () => {
    expect(minuteEnd(Date.UTC(2026, 0, 1, 12, 0, 59, 999))).toBe(Date.UTC(2026, 0, 1, 12, 1));
    expect(minuteEnd(Date.UTC(2026, 0, 1, 12, 1))).toBe(Date.UTC(2026, 0, 1, 12, 2));
  });

  it("keep the page's headers but not those of one transfer", () => {
    expect(
      pageHeaders({ "content-type": "text/html", "set-cookie": ["a=1"], "content-length": "3", "x-middleware-rewrite": "/x", link: ["<a>", "<b>"] }),
    ).toEqual([
      ["content-type", "text/html"],
      ["link", "<a>"],
      ["link", "<b>"],
    ]);
  });

  it("hold the same bytes in every encoding", async () => {
    const { gunzipSync, brotliDecompressSync } = await import("node:zlib");
    const body = Buffer.from("<p>меню</p>".repeat(500));
    const entry = await pageEntry({ status: 200, headers: [], body }, 7, 0);
    expect(gunzipSync(entry.bodies.gzip)).toEqual(body);
    expect(brotliDecompressSync(entry.bodies.br)).toEqual(body);
    expect(entry.etag).toMatch(/^[\w-]{27}$/);
  });
});

describe("PageStore", () => {
  const entry = async (storeId: number, now = 0) => pageEntry({ status: 200, headers: [], body: Buffer.from(`store ${storeId}`) }, storeId, now);

  it("forgets a store's pages when the store changes, and only that store's", async () => {
    const pages = new PageStore(1_000_000);
    pages.set("a/en/menu", await entry(1), pages.mark());
    pages.set("b/en/menu", await entry(2), pages.mark());
    pages.retireStore(1);
    expect(pages.get("a/en/menu", 0)).toBeUndefined();
    expect(pages.get("b/en/menu", 0)).toBeDefined();
  });

  it("keeps a changed store's page only as the last copy for an outage, until a new one is kept", async () => {
    const pages = new PageStore(1_000_000);
    const first = await entry(1);
    pages.set("a/en/menu", first, pages.mark());
    pages.retireStore(1);
    expect(pages.get("a/en/menu", 0)).toBeUndefined();
    expect(pages.stale("a/en/menu", first.expiresAt)).toBeUndefined();
    expect(pages.last("a/en/menu", 0)).toBe(first);
    const second = await entry(1);
    pages.set("a/en/menu", second, pages.mark());
    expect(pages.get("a/en/menu", 0)).toBe(second);
    pages.clear();
    expect(pages.last("a/en/menu", 0)).toBeUndefined();
  });

  it("refuses a render that began before its store changed, and keeps one of another store", async () => {
    const pages = new PageStore(1_000_000);
    const before = pages.mark();
    pages.retireStore(1);
    expect(pages.set("a/en/menu", await entry(1), before)).toBe(false);
    expect(pages.set("c/en/menu", await entry(3), before)).toBe(true);
    expect(pages.set("a/en/menu", await entry(1), pages.mark())).toBe(true);
    const cleared = pages.mark();
    pages.clear();
    expect(pages.set("b/en/menu", await entry(2), cleared)).toBe(false);
  });

  it("keeps the last page of a key for an outage, however old, but not past its lastsUntil", async () => {
    const pages = new PageStore(1_000_000);
    pages.set("a/en/menu", await pageEntry({ status: 200, headers: [], body: Buffer.from("a") }, 1, 0, 500_000), pages.mark());
    expect(pages.get("a/en/menu", 400_000)).toBeUndefined();
    expect(pages.last("a/en/menu", 400_000)).toBeDefined();
    expect(pages.last("a/en/menu", 500_000)).toBeUndefined();
  });

  it("drops pages past their minute", async () => {
    const pages = new PageStore(1_000_000);
    pages.set("a/en/menu", await entry(1, 0), pages.mark());
    expect(pages.get("a/en/menu", 59_999)).toBeDefined();
    expect(pages.get("a/en/menu", 60_000)).toBeUndefined();
  });
});
