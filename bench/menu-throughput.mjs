// Throughput of GET /en/menu (demo venue and the 500-item `bench-1`) against nginx serving the same gzipped
// bytes with gzip_static, same wrk load. Usage: node bench/menu-throughput.mjs
// The app and nginx take turns, BENCH_ROUNDS times (3), and the medians are compared: one run of either
// swings by a quarter on a shared machine.
// A third contender is the shared cache the repo ships (`deploy/nginx/carta-cache.conf`, same worker count) in
// front of the app: it is compared with nginx's gzip_static too (target ≥ 0.8).
// Env: BENCH_WRK ("-t2 -c32 -d10s"), BENCH_ROUNDS, BENCH_NGINX_WORKERS (nginx's worker_processes: 1, its default, or
// "auto", one per core), DATABASE_URL (PostgreSQL instead of a temporary PGlite).
import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { freePort, kb, round, startMenuServer, writeResult } from "./menu-server.mjs";
import { NGINX_WORKERS, runNginx, startCache } from "./nginx-cache.mjs";

const WRK = (process.env.BENCH_WRK ?? "-t2 -c32 -d10s").split(/\s+/);
const TARGET = 0.35;
const CACHE_TARGET = 0.8;
const VENUES = ["demo", "bench-1"];
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function wrk(url, host) {
  const result = spawnSync("/usr/bin/wrk", [...WRK, "-H", `Host: ${host}`, "-H", "Accept-Encoding: gzip", url], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`wrk failed:\n${result.stderr}`);
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(result.stdout)?.[1]);
  const failed = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(result.stdout)?.[1] ?? 0);
  if (failed) throw new Error(`wrk saw ${failed} failed responses from ${url}:\n${result.stdout}`);
  const timeouts = Number(/timeout (\d+)/.exec(result.stdout)?.[1] ?? 0);
  return { rps, timeouts };
}

async function startNginx(pages) {
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), "carta-nginx-"));
  chmodSync(dir, 0o755);
  for (const [key, html] of Object.entries(pages)) {
    mkdirSync(path.join(dir, "www", key, "en"), { recursive: true });
    writeFileSync(path.join(dir, "www", key, "en", "menu"), html);
    writeFileSync(path.join(dir, "www", key, "en", "menu.gz"), gzipSync(html));
  }
  return runNginx(dir, port, `
  default_type text/html;
  gzip_static on;
  server {
    listen 127.0.0.1:${port};
    location / { root ${dir}/www/$host_key; }
    set $host_key demo;
    if ($host ~ ^([a-z0-9-]+)\\.) { set $host_key $1; }
  }`);
}

const app = await startMenuServer({ databaseUrl: process.env.DATABASE_URL });
let nginx;
let cache;
try {
  const pages = {};
  for (const key of VENUES) {
    const response = await app.get(key, "/en/menu", { "accept-encoding": "identity" });
    if (response.status !== 200) throw new Error(`${key}: /en/menu answered ${response.status}`);
    pages[key] = response.body;
  }
  nginx = await startNginx(pages);
  cache = await startCache(app.port);
  const rows = VENUES.map((key) => {
    const appRuns = [];
    const nginxRuns = [];
    const cacheRuns = [];
    for (let round = 0; round < ROUNDS; round++) {
      appRuns.push(wrk(`${app.base}/en/menu`, app.host(key)));
      nginxRuns.push(wrk(`http://127.0.0.1:${nginx.port}/en/menu`, app.host(key)));
      cacheRuns.push(wrk(`http://127.0.0.1:${cache.port}/en/menu`, app.host(key)));
    }
    const appRps = median(appRuns.map(({ rps }) => rps));
    const nginxRps = median(nginxRuns.map(({ rps }) => rps));
    const cacheRps = median(cacheRuns.map(({ rps }) => rps));
    return {
      venue: key,
      htmlKB: kb(pages[key].byteLength),
      gzipKB: kb(gzipSync(pages[key]).byteLength),
      appRps: round(appRps),
      appTimeouts: appRuns.reduce((sum, { timeouts }) => sum + timeouts, 0),
      nginxRps: round(nginxRps),
      ratio: Number((appRps / nginxRps).toPrecision(3)),
      rounds: appRuns.map(({ rps }, n) => (rps / nginxRuns[n].rps).toFixed(2)).join(" "),
      cacheRps: round(cacheRps),
      cacheRatio: Number((cacheRps / nginxRps).toPrecision(3)),
      cacheRounds: cacheRuns.map(({ rps }, n) => (rps / nginxRuns[n].rps).toFixed(2)).join(" "),
    };
  });
  console.log(`\nGET /en/menu, wrk ${WRK.join(" ")}, gzip, nginx worker_processes ${NGINX_WORKERS}, medians of ${ROUNDS} turns each; targets: app ≥ ${TARGET}, through the shipped cache ≥ ${CACHE_TARGET} of nginx`);
  console.table(rows);
  writeResult("menu-throughput", { wrk: WRK.join(" "), nginxWorkers: NGINX_WORKERS, rounds: ROUNDS, target: TARGET, cacheTarget: CACHE_TARGET, engine: process.env.DATABASE_URL ? "postgres" : "pglite", venues: rows });
} finally {
  await cache?.stop();
  await nginx?.stop();
  await app.stop();
}
