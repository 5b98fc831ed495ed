import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { normalizeHost, resolveSite, siteFromParam, siteToParam, type SiteConfig } from "@/lib/sites/resolve-site";

const local: SiteConfig = { rootDomain: "localhost", reservedLabels: ["api", "admin"] };
const prod: SiteConfig = { rootDomain: "carta.app", reservedLabels: ["api", "admin"] };

describe("normalizeHost", () => {
  it.each([
    ["Demo.Menu.LocalHost:3000", "demo.menu.localhost"],
    ["demo.menu.localhost.", "demo.menu.localhost"],
    ["demo.menu.localhost.:3000", "demo.menu.localhost"],
    ["  CARTA.APP  ", "carta.app"],
    ["[::1]:3000", "[::1]"],
    ["", ""],
  ])("%s → %s", (input, expected) => expect(normalizeHost(input)).toBe(expected));

  it("handles a missing header", () => {
    expect(normalizeHost(null)).toBe("");
    expect(normalizeHost(undefined)).toBe("");
  });
});

describe("resolveSite, local development", () => {
  it.each([
    ["localhost", "root"],
    ["localhost:3000", "root"],
    ["LOCALHOST:3000", "root"],
    ["menu.localhost:3000", "root"],
    ["demo.localhost:3000", "root"],
    ["www.menu.localhost:3000", "root"],
    ["stg.menu.localhost:3000", "root"],
    ["localhost.menu.localhost:3000", "root"],
    ["api.menu.localhost:3000", "root"],
    ["admin.menu.localhost", "root"],
    [".menu.localhost:3000", "root"],
    ["127.0.0.1:3000", "root"],
    ["127.0.0.1", "root"],
    ["[::1]:3000", "root"],
    ["::1", "root"],
    ["", "root"],
    ["myserver", "root"],
  ])("%s is the root site", (host, kind) => expect(resolveSite(host, local)).toEqual({ kind }));

  it.each([
    ["demo.menu.localhost:3000", "demo"],
    ["Demo.Menu.Localhost:3000", "demo"],
    ["demo.menu.localhost.:3000", "demo"],
    ["demo.menu.localhost.", "demo"],
    ["bar-42.menu.localhost", "bar-42"],
    ["wwwx.menu.localhost", "wwwx"],
  ])("%s is the venue %s", (host, urlKey) => expect(resolveSite(host, local)).toEqual({ kind: "venue", urlKey }));

  it.each([["example.com"], ["menu.pizzeria.by:8080"], ["Pizzeria.BY."]])("%s is a custom domain", (host) => {
    expect(resolveSite(host, local)).toEqual({ kind: "custom", domain: normalizeHost(host) });
  });
});

describe("resolveSite, production domain", () => {
  it.each([["carta.app"], ["www.carta.app"], ["stg.carta.app"], ["api.carta.app"], ["admin.carta.app"], ["carta.app."]])(
    "%s is the root site",
    (host) => expect(resolveSite(host, prod)).toEqual({ kind: "root" }),
  );

  it("takes the first label as the venue", () => {
    expect(resolveSite("demo.carta.app", prod)).toEqual({ kind: "venue", urlKey: "demo" });
    expect(resolveSite("demo.menu.carta.app:443", prod)).toEqual({ kind: "venue", urlKey: "demo" });
  });

  it("treats a host that merely ends like the root domain as a custom domain", () => {
    expect(resolveSite("notcarta.app", prod)).toEqual({ kind: "custom", domain: "notcarta.app" });
    expect(resolveSite("demo.localhost", prod)).toEqual({ kind: "custom", domain: "demo.localhost" });
  });

  it("honours configured reserved labels only", () => {
    const other: SiteConfig = { rootDomain: "carta.app", reservedLabels: ["static", "cdn"] };
    expect(resolveSite("api.carta.app", other)).toEqual({ kind: "venue", urlKey: "api" });
    expect(resolveSite("cdn.carta.app", other)).toEqual({ kind: "root" });
  });
});

describe("resolveSite properties", () => {
  const label = fc.stringMatching(/^[a-z][a-z0-9-]{0,20}$/);

  it("any non-reserved label under the menu domain is that venue, whatever the case and port", () => {
    fc.assert(
      fc.property(label, fc.integer({ min: 1, max: 65535 }), fc.boolean(), (key, port, upper) => {
        fc.pre(!["www", "stg", "localhost", "api", "admin"].includes(key));
        const host = `${upper ? key.toUpperCase() : key}.menu.localhost:${port}`;
        expect(resolveSite(host, local)).toEqual({ kind: "venue", urlKey: key });
      }),
    );
  });

  it("never throws on arbitrary input", () => {
    fc.assert(fc.property(fc.string(), (host) => void resolveSite(host, prod)));
  });
});

describe("site route parameter", () => {
  it("round-trips venues and custom domains", () => {
    for (const site of [
      { kind: "venue", urlKey: "demo" },
      { kind: "custom", domain: "menu.pizzeria.by" },
    ] as const) {
      expect(siteFromParam(encodeURIComponent(siteToParam(site)))).toEqual(site);
    }
  });
});
