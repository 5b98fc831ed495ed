import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { isContentLocale } from "@/lib/i18n/locales";
import { strayLocaleRest } from "@/lib/i18n/stray-locale";
import proxy from "@/proxy";

describe("strayLocaleRest", () => {
  it("drops a first segment naming a language the site does not speak", () => {
    expect(strayLocaleRest("/de/menu", isContentLocale)).toBe("/menu");
    expect(strayLocaleRest("/pt-BR/promotions/1", isContentLocale)).toBe("/promotions/1");
    expect(strayLocaleRest("/zh_TW/reviews", isContentLocale)).toBe("/reviews");
    expect(strayLocaleRest("/DE", isContentLocale)).toBe("/");
  });

  it("leaves the site's own languages and other paths alone", () => {
    for (const path of ["/ru/menu", "/ar/menu", "/menu", "/", "/deu/menu", "/t/abc", "/d/menu", "/en-/menu"]) {
      expect(strayLocaleRest(path, isContentLocale), path).toBeNull();
    }
  });
});

describe("a venue path under a language the service does not speak", () => {
  const visit = (path: string, headers: Record<string, string> = {}) =>
    // A GET is answered at once; only a server action's body is read first.
    proxy(new NextRequest(`http://demo.menu.localhost:3000${path}`, { headers: { host: "demo.menu.localhost:3000", ...headers } })) as Response;
  const target = (response: Response) => {
    const location = response.headers.get("location");
    if (!location) return null;
    const url = new URL(location);
    return `${url.pathname}${url.search}`;
  };
  const rewrite = (response: Response) => {
    const url = response.headers.get("x-middleware-rewrite");
    return url ? new URL(url).pathname : null;
  };

  it("is handed to the venue's page without the language, which picks one among the venue's own", () => {
    const menu = visit("/de/menu?table=3&qrcode=true", { cookie: "NEXT_LOCALE=ar", "accept-language": "de" });
    expect(target(menu)).toBeNull();
    expect(rewrite(menu)).toBe("/ru/menu-domain/demo/menu");
    expect(menu.headers.get("x-middleware-request-x-carta-path")).toBe("/menu");
    expect(menu.headers.get("set-cookie")).toBeNull();
    expect(rewrite(visit("/pt-BR/promotions/1", { "accept-language": "tr-TR,tr;q=0.9" }))).toBe("/ru/menu-domain/demo/promotions/1");
    expect(rewrite(visit("/reviews", { "accept-language": "de" }))).toBe("/ru/menu-domain/demo/reviews");
    expect(target(visit("/de", { "accept-language": "fr" }))).toBe("/menu");
  });

  it("keeps a language the venue site speaks in the path", () => {
    const menu = visit("/ar/menu", { "accept-language": "en" });
    expect(target(menu)).toBeNull();
    expect(rewrite(menu)).toBe("/ar/menu-domain/demo/menu");
  });

  it("keeps the root site's rule: a language it does not speak is an unknown page there", () => {
    const response = proxy(new NextRequest("http://localhost:3000/ar", { headers: { host: "localhost:3000", "accept-language": "en" } })) as Response;
    expect(target(response)).toBe("/en/ar");
  });
});
