import { expect, test, type APIRequestContext } from "./fixtures/test";
import { PORT } from "./helpers";

const get = (request: APIRequestContext, path: string, host = `demo.menu.localhost:${PORT}`) =>
  request.get(`http://127.0.0.1:${PORT}${path}`, { headers: { Host: host }, maxRedirects: 0 });

const scripts = (html: string) => [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]!);

test("guest pages send plain HTML and one content-hashed islands script, cached for good; no framework runtime", async ({ request }) => {
  const pages = ["/en/menu", "/ar/menu?product=1", "/en/promotions/1", "/en/reviews"];
  const seen = new Set<string>();
  for (const path of pages) {
    const response = await get(request, path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).not.toContain("/_next/");
    expect(html, path).not.toContain("self.__next_f");
    const found = scripts(html);
    expect(found, path).toHaveLength(1);
    expect(found[0], path).toMatch(/^\/guest\/islands-[0-9a-f]{16}\.js$/);
    seen.add(found[0]!);
  }
  expect(seen.size).toBe(1);
  const script = await get(request, [...seen][0]!);
  expect(script.status()).toBe(200);
  expect(script.headers()["content-type"]).toContain("text/javascript");
  expect(script.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect((await script.body()).byteLength).toBeGreaterThan(1000);
});

test("the islands route serves the built script only: nothing else from the build folder, no way out of it", async ({ request }) => {
  for (const path of ["/guest/manifest.json", "/guest/islands-0000000000000000.js", "/guest/..%2F..%2Fpackage.json", "/guest/%2e%2e%2fBUILD_ID"]) {
    const response = await get(request, path);
    // 404 from the route; a path without a file extension is the locale redirect's (307), never the file.
    expect([307, 400, 404], path).toContain(response.status());
  }
});

test("the notice of a venue that is not open is plain HTML too, not indexed", async ({ request }) => {
  const response = await get(request, "/en/deterrence?reason=ended");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<meta name="robots" content="noindex">');
  expect(html).not.toContain("/_next/");
  expect(scripts(html)).toHaveLength(1);
});
