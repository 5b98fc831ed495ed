// The tables' print sheet under load: how long a 500-table sheet takes, the server's peak memory, and the
// guest menu of another venue (bench-1) while two such sheets build at once, against its latency at rest.
// Usage: node bench/tables-sheet.mjs (after `npm run build`; it never builds). Loopback only.
// Env: BENCH_TABLES (500), BENCH_ITEMS (200), DATABASE_URL (PostgreSQL instead of a temporary PGlite).
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, percentile, request, root, round, runSeed, writeResult } from "./menu-server.mjs";

const SAMPLES_AT_REST = 20;

const port = Number(process.env.BENCH_PORT ?? (await freePort(3610, 3619)));
const dataDir = mkdtempSync(path.join(os.tmpdir(), "carta-bench-"));
const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: "warn", NEXT_TELEMETRY_DISABLED: "1", SEED_DEMO: "false" };
if (!process.env.DATABASE_URL) delete env.DATABASE_URL;
const { storeId, tables } = JSON.parse(runSeed("bench/seed-tables.ts", env).trim().split("\n").pop());

const server = spawn(process.execPath, [path.join(root, ".next", "carta", "server.js"), "-p", String(port)], { cwd: root, env, stdio: ["ignore", "ignore", "inherit"], detached: true });
const base = `http://127.0.0.1:${port}`;
const menu = () => request(port, "/en/menu", { host: `bench-1.menu.localhost:${port}` });
/** Resident memory of the server process (worker threads included), now and at its peak, in MB. */
const memory = () => {
  const status = readFileSync(`/proc/${server.pid}/status`, "utf8");
  const field = (name) => Math.round(Number(status.match(new RegExp(`${name}:\\s+(\\d+)`))[1]) / 1024);
  return { rss: field("VmRSS"), peak: field("VmHWM") };
};

/** Proportional memory (PSS) of the server and every process under it (the sheet's builder), in MB. */
const treeMemory = () => {
  const parents = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // gone meanwhile
    }
  }
  const tree = new Set([server.pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, parent] of parents) {
      if (tree.has(parent) && !tree.has(pid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  let kb = 0;
  for (const pid of tree) {
    try {
      kb += Number(readFileSync(`/proc/${pid}/smaps_rollup`, "utf8").match(/Pss:\s+(\d+)/)[1]);
    } catch {
      // gone meanwhile
    }
  }
  return Math.round(kb / 1024);
};
let treePeak = 0;
const sampler = setInterval(() => {
  treePeak = Math.max(treePeak, treeMemory());
}, 100);

try {
  for (let attempt = 0; ; attempt++) {
    if (server.exitCode !== null) throw new Error("the server stopped");
    if (attempt > 240) throw new Error("the server did not start");
    if (await fetch(`${base}/api/health`).then((response) => response.ok, () => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const cookie = await signIn();
  const sheet = async () => {
    const started = performance.now();
    const response = await fetch(`${base}/api/tables/sheet?storeId=${storeId}`, { headers: { cookie } });
    const bytes = (await response.arrayBuffer()).byteLength;
    if (response.status !== 200) throw new Error(`the sheet answered ${response.status}`);
    return { ms: performance.now() - started, bytes };
  };

  for (let i = 0; i < 3; i++) await menu();
  await sheet(); // warm-up: starts the builder and loads the fonts
  const rest = [];
  for (let i = 0; i < SAMPLES_AT_REST; i++) rest.push((await menu()).ms);
  const before = memory();
  const treeAtRest = treeMemory();
  treePeak = 0;

  const single = await sheet();
  const during = [];
  let building = true;
  const sheets = Promise.all([sheet(), sheet()]).finally(() => {
    building = false;
  });
  while (building) {
    const response = await menu();
    if (response.status !== 200) throw new Error(`the menu answered ${response.status}`);
    during.push(response.ms);
  }
  const both = await sheets;
  const after = memory();

  const stats = (values) => ({ n: values.length, median: round(percentile(values, 0.5)), p90: round(percentile(values, 0.9)), max: round(Math.max(...values)) });
  const figures = {
    tables,
    sheetMs: round(single.ms),
    sheetBytes: single.bytes,
    twoSheetsMs: both.map((result) => round(result.ms)),
    serverRssMb: { atRest: before.rss, peak: after.peak },
    serverAndBuilderPssMb: { atRest: treeAtRest, peak: treePeak },
    menuAtRestMs: stats(rest),
    menuDuringTwoSheetsMs: stats(during),
  };
  console.log(JSON.stringify(figures, null, 2));
  writeResult("tables-sheet", figures);
} finally {
  clearInterval(sampler);
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    process.kill(-server.pid, "SIGTERM");
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}

async function signIn() {
  const cookies = new Map();
  const take = (response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      cookies.set(pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1));
    }
  };
  const header = () => [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  const csrf = await fetch(`${base}/api/auth/csrf`);
  take(csrf);
  const { csrfToken } = await csrf.json();
  const form = new URLSearchParams({ csrfToken, email: "owner@demo.carta.test", password: "carta-demo", remember: "true", callbackUrl: `${base}/en` });
  take(await fetch(`${base}/api/auth/callback/credentials`, { method: "POST", body: form, redirect: "manual", headers: { cookie: header(), "content-type": "application/x-www-form-urlencoded" } }));
  if ((await fetch(`${base}/api/me`, { headers: { cookie: header() } })).status !== 200) throw new Error("sign-in failed");
  return header();
}
