import { expect, test } from "./fixtures/test";
import { type Edge, hasCaddy, startEdge } from "./fixtures/caddy-edge";
import { PORT } from "./helpers";

let edge: Edge;

test.skip(!hasCaddy(), "Caddy is installed by .ci/run (Debian package caddy)");
test.beforeAll(async () => {
  // The suite's ports run from PORT to PORT + 17; these two are used by no other spec.
  edge = await startEdge({ https: PORT + 13, http: PORT + 15 });
});
test.afterAll(async () => edge?.stop());

test("the root site answers through Caddy over TLS, with a certificate for its name", async () => {
  const answer = await edge.get("localhost", "/en");
  expect(answer.status, edge.log()).toBe(200);
  expect(answer.names).toContain("DNS:localhost");
  expect(answer.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
});

test("a venue's menu answers through Caddy over TLS, compressed, with the cache headers a CDN needs", async () => {
  const answer = await edge.get("demo.menu.localhost", "/en/menu", { "accept-encoding": "identity" });
  expect(answer.status, edge.log()).toBe(200);
  expect(answer.names).toMatch(/DNS:(\*\.menu\.localhost|demo\.menu\.localhost)/);
  expect(answer.body).toContain("Carta Demo Lounge");
  expect(answer.headers["cache-control"]).toContain("s-maxage=");
  expect(answer.headers["etag"]).toMatch(/^"[\w-]+"$/);
  const compressed = await edge.get("demo.menu.localhost", "/en/menu", { "accept-encoding": "gzip" });
  expect(compressed.headers["content-encoding"]).toBe("gzip");
});
