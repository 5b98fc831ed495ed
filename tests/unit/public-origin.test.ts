import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env";
import { customDomainOrigin, menuSiteOrigin, publicSites, rootOrigin, venueOrigin } from "@/lib/sites/public-origin";

const sites = (vars: Record<string, string>) => publicSites(parseEnv(vars));

describe("public origins come from configuration alone", () => {
  it("default to the local server on PORT", () => {
    const local = sites({});
    expect(rootOrigin(local)).toBe("http://localhost:3000");
    expect(venueOrigin("demo", local)).toBe("http://demo.menu.localhost:3000");
    expect(customDomainOrigin("Menu.Cafe.by.", local)).toBe("http://menu.cafe.by:3000");
    expect(rootOrigin(sites({ PORT: "3210" }))).toBe("http://localhost:3210");
  });

  it("carry the port written in ROOT_DOMAIN on every host, whatever PORT is", () => {
    const proxied = sites({ ROOT_DOMAIN: "localhost:3101", PORT: "3000" });
    expect(rootOrigin(proxied)).toBe("http://localhost:3101");
    expect(venueOrigin("demo", proxied)).toBe("http://demo.menu.localhost:3101");
    expect(menuSiteOrigin({ kind: "custom", domain: "menu.cafe.by" }, proxied)).toBe("http://menu.cafe.by:3101");
  });

  it("leave out the port for a public domain behind a proxy, and the protocol's own port", () => {
    const production = sites({ ROOT_DOMAIN: "carta.app", PUBLIC_PROTOCOL: "https", PORT: "3000" });
    expect(rootOrigin(production)).toBe("https://carta.app");
    expect(venueOrigin("demo", production)).toBe("https://demo.carta.app");
    expect(menuSiteOrigin({ kind: "venue", urlKey: "demo" }, production)).toBe("https://demo.carta.app");
    expect(rootOrigin(sites({ ROOT_DOMAIN: "carta.app:443", PUBLIC_PROTOCOL: "https" }))).toBe("https://carta.app");
    expect(rootOrigin(sites({ ROOT_DOMAIN: "carta.app:8443", PUBLIC_PROTOCOL: "https" }))).toBe("https://carta.app:8443");
    expect(venueOrigin("bar", sites({ ROOT_DOMAIN: "carta.app", MENU_DOMAIN: "menus.carta.app" }))).toBe("http://bar.menus.carta.app");
  });
});
