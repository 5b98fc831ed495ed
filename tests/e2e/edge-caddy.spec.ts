import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import https from "node:https";
import os from "node:os";
import type { TLSSocket } from "node:tls";
import path from "node:path";
import { expect, test } from "./fixtures/test";
import { PORT } from "./helpers";

/** Caddy takes the port next to the app's (the PostgreSQL project's, which this spec does not run beside). */
const EDGE_PORT = PORT + 1;
const CADDY = "/usr/bin/caddy";

let caddy: ChildProcess | undefined;
let home: string;
let log = "";

/** A GET through Caddy over TLS, trusting only Caddy's own CA, with the host's name in SNI and Host. */
async function viaEdge(host: string, pathname: string, headers: Record<string, string> = {}) {
  const ca = readFileSync(path.join(home, "data", "caddy", "pki", "authorities", "local", "root.crt"));
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string; names: string }>((resolve, reject) => {
    const request = https.get({ host: "127.0.0.1", port: EDGE_PORT, path: pathname, servername: host, ca, headers: { host: `${host}:${EDGE_PORT}`, ...headers } }, (response) => {
      const names = (response.socket as TLSSocket).getPeerCertificate().subjectaltname ?? "";
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks).toString("utf8"), names }));
    });
    request.on("error", reject);
  });
}

test.skip(!existsSync(CADDY), "Caddy is installed by .ci/run (Debian package caddy)");

test.beforeAll(async () => {
  home = mkdtempSync(path.join(os.tmpdir(), "carta-caddy-"));
  const env = {
    ...process.env,
    HOME: home,
    XDG_DATA_HOME: path.join(home, "data"),
    XDG_CONFIG_HOME: path.join(home, "config"),
    CARTA_UPSTREAM: `127.0.0.1:${PORT}`,
    ROOT_DOMAIN: "localhost",
    MENU_DOMAIN: "menu.localhost",
    CARTA_TLS: "internal",
    CARTA_HTTPS_PORT: String(EDGE_PORT),
    CARTA_HTTP_PORT: String(PORT),
  };
  // The repo's Caddyfile as it is, but without the HTTP → HTTPS redirect: its port is the app's here.
  const adapted = spawnSync(CADDY, ["adapt", "--config", "deploy/Caddyfile", "--adapter", "caddyfile"], { env, encoding: "utf8" });
  expect(adapted.status, adapted.stderr).toBe(0);
  const config = JSON.parse(adapted.stdout);
  for (const server of Object.values(config.apps.http.servers) as { automatic_https?: object }[]) server.automatic_https = { ...server.automatic_https, disable_redirects: true };
  const file = path.join(home, "caddy.json");
  writeFileSync(file, JSON.stringify(config));
  caddy = spawn(CADDY, ["run", "--config", file], { env, stdio: ["ignore", "pipe", "pipe"] });
  caddy.stdout!.on("data", (chunk: Buffer) => (log += chunk.toString()));
  caddy.stderr!.on("data", (chunk: Buffer) => (log += chunk.toString()));
  await expect
    .poll(async () => (await viaEdge("localhost", "/api/health").catch(() => ({ status: 0 }))).status, { message: log, timeout: 30_000, intervals: [250] })
    .toBe(200);
});

test.afterAll(async () => {
  if (caddy && caddy.exitCode === null) {
    const exited = new Promise((resolve) => caddy!.once("exit", resolve));
    caddy.kill("SIGTERM");
    await exited;
  }
  rmSync(home, { recursive: true, force: true });
});

test("the root site answers through Caddy over TLS, with a certificate for its name", async () => {
  const answer = await viaEdge("localhost", "/en");
  expect(answer.status, log).toBe(200);
  expect(answer.names).toContain("DNS:localhost");
  expect(answer.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
});

test("a venue's menu answers through Caddy over TLS, compressed, with the cache headers a CDN needs", async () => {
  const answer = await viaEdge("demo.menu.localhost", "/en/menu", { "accept-encoding": "identity" });
  expect(answer.status, log).toBe(200);
  expect(answer.names).toMatch(/DNS:(\*\.menu\.localhost|demo\.menu\.localhost)/);
  expect(answer.body).toContain("Carta Demo Lounge");
  expect(answer.headers["cache-control"]).toContain("s-maxage=");
  expect(answer.headers["etag"]).toMatch(/^"[\w-]+"$/);
  const compressed = await viaEdge("demo.menu.localhost", "/en/menu", { "accept-encoding": "gzip" });
  expect(compressed.headers["content-encoding"]).toBe("gzip");
});
