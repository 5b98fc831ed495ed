// Admin speed with a 300-item category: server render time of its admin page (median of 20 signed-in
// requests), the time to save a reorder of all 300 items and a sold-out mark, then in Chromium (admin-browser.mjs)
// the first-load JavaScript, Lighthouse and the interactions of the demo category and the 300-item one.
// Usage: node bench/admin-300.mjs
// Env: BENCH_PORT (3400), BENCH_DATA_DIR (a fresh temporary directory), DATABASE_URL (PostgreSQL instead),
// BENCH_ITEMS (300), BENCH_RUNS (20), BENCH_WARMUP (100), BENCH_LIGHTHOUSE_RUNS (1; 0 leaves Lighthouse out), BENCH_BROWSER (0 leaves Chromium out),
// BENCH_NODE_ARGS (flags for the server's Node).
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { firstLoadScripts, interactions, lighthouse } from "./admin-browser.mjs";
import { htmlParts } from "./html-parts.mjs";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.BENCH_PORT ?? 3400);
const base = `http://127.0.0.1:${port}`;
const fresh = !process.env.BENCH_DATA_DIR;
const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), "carta-bench-"));
const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: "warn", NEXT_TELEMETRY_DISABLED: "1", SEED_DEMO: "false" };
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
// A server that has just started compiles its code as the first requests come (V8's tiers); a running one has.
const WARMUP = Number(process.env.BENCH_WARMUP ?? 100);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1);
const BROWSER = process.env.BENCH_BROWSER !== "0";

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];
const round = (ms) => Math.round(ms * 10) / 10;

function seed() {
  // The server functions are marked `server-only`; the react-server condition lets a script import them. It goes in
  // NODE_OPTIONS because tsx runs the script in a child process of its own.
  const result = spawnSync(process.execPath, [path.join(root, "node_modules", "tsx", "dist", "cli.mjs"), "bench/seed-admin-300.ts"], {
    cwd: root,
    env: { ...env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --conditions=react-server`.trim() },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`seeding failed:\n${result.stderr}`);
  return JSON.parse(result.stdout.trim().split("\n").pop());
}

async function waitForHealth(server) {
  for (let attempt = 0; attempt < 1200; attempt++) {
    if (server.exitCode !== null) throw new Error("the server stopped");
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the server did not start");
}

class Jar {
  cookies = new Map();
  take(response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const index = pair.indexOf("=");
      this.cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

async function signIn() {
  const jar = new Jar();
  const csrf = await fetch(`${base}/api/auth/csrf`);
  jar.take(csrf);
  const { csrfToken } = await csrf.json();
  const form = new URLSearchParams({ csrfToken, email: "owner@demo.carta.test", password: "carta-demo", remember: "true", callbackUrl: `${base}/en` });
  const response = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    body: form,
    redirect: "manual",
    headers: { cookie: jar.header(), "content-type": "application/x-www-form-urlencoded" },
  });
  jar.take(response);
  if ((await fetch(`${base}/api/me`, { headers: { cookie: jar.header() } })).status !== 200) throw new Error("sign-in failed");
  return jar;
}

async function timePage(url, jar) {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie: jar.header(), "accept-encoding": "identity" } });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  const ms = performance.now() - started;
  return { ms, body, bytes: Buffer.byteLength(body), gzipBytes: gzipSync(body).byteLength, rows: body.split('data-testid="item-row"').length - 1 };
}

const seeded = seed();
// BENCH_NODE_ARGS: flags for the server's Node, such as `--cpu-prof --cpu-prof-dir=/tmp/prof` (see cpu-profile-summary.mjs).
const nodeArgs = process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
const server = spawn(process.execPath, [...nodeArgs, path.join(root, "scripts", "start.mjs"), "-p", String(port)], {
  cwd: root,
  env,
  stdio: ["ignore", "inherit", "inherit"],
  detached: true,
});
try {
  await waitForHealth(server);
  const jar = await signIn();
  const url = `${base}/en/demo/admin-panel/kitchen/${seeded.categoryId}`;
  for (let n = 0; n < 3; n++) await timePage(url, jar);
  const firstTimes = [];
  for (let n = 0; n < RUNS; n++) firstTimes.push((await timePage(url, jar)).ms);
  for (let n = 3 + RUNS; n < WARMUP; n++) await timePage(url, jar);
  const runs = [];
  for (let n = 0; n < RUNS; n++) runs.push(await timePage(url, jar));
  const times = runs.map((run) => run.ms);
  const figures = {
    engine: seeded.engine,
    items: seeded.items,
    rowsRendered: runs[0].rows,
    pageMedianMs: round(median(times)),
    pageP90Ms: round(percentile(times, 0.9)),
    warmup: Math.max(WARMUP, 3 + RUNS),
    justStartedMedianMs: round(median(firstTimes)),
    justStartedP90Ms: round(percentile(firstTimes, 0.9)),
    pageKB: Math.round(runs[0].bytes / 1024),
    pageGzipKB: Math.round(runs[0].gzipBytes / 1024),
    reorderMedianMs: round(seeded.reorderMedianMs),
    reorderRunsMs: seeded.reorderMs.map(round),
    soldOutMedianMs: round(seeded.soldOutMedianMs),
    rowsLoaderMedianMs: round(seeded.rowsLoaderMedianMs),
    categoryLoaderMedianMs: round(seeded.categoryLoaderMedianMs),
    previewLoaderMedianMs: round(seeded.previewLoaderMedianMs),
    loadAverage: os.loadavg().map(round).join(" "),
  };
  console.log(`\nAdmin page with a ${seeded.items}-item category`);
  console.table(figures);
  console.log(JSON.stringify(figures));
  const parts = htmlParts(runs[0].body);
  console.log("\nWhere the page's bytes go (KB; flight: the React Server Components payload, decoded)");
  console.table(parts);
  console.log(JSON.stringify(parts));
  if (BROWSER) {
    const pages = { demo: `${base}/en/demo/admin-panel/kitchen/${seeded.demoCategoryId}`, [`${seeded.items} items`]: url };
    for (const [name, pageUrl] of Object.entries(pages)) {
      const scripts = await firstLoadScripts(base, (await timePage(pageUrl, jar)).body);
      console.log(`\n${name}: first-load JavaScript ${scripts.totalGzipKB} KB gzipped`);
      console.table(scripts.chunks);
      const browser = { page: name, ...(await interactions(pageUrl, jar.header())) };
      console.log(JSON.stringify(browser));
      const runs = LIGHTHOUSE_RUNS > 0 ? lighthouse(pageUrl, jar.header(), LIGHTHOUSE_RUNS) : [];
      if (runs.length) console.table(runs);
      console.log(JSON.stringify({ page: name, firstLoadJsGzipKB: scripts.totalGzipKB, lighthouse: runs }));
    }
  }
} finally {
  const exited = new Promise((resolve) => server.once("exit", resolve));
  process.kill(-server.pid, "SIGTERM");
  await exited;
  if (fresh) rmSync(dataDir, { recursive: true, force: true });
}
