// Server time of GET /en/menu for the 500-item venue `bench-1`, p50/p90 of BENCH_RUNS (30) sequential requests:
// a page-cache miss with the menu tree cached in the process (a query parameter the page cache does not keep),
// a miss with the tree read again (menu_version bumped and notified in SQL before every request), and a page-cache hit.
// Runs on a throwaway PostgreSQL cluster (scripts/test-postgres.sh). Usage: node bench/menu-render.mjs
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort, kb, percentile, root, round, startMenuServer, writeResult } from "./menu-server.mjs";

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const TARGET_MS = 30;
const script = path.join(root, "scripts", "test-postgres.sh");

function cluster(action, dir, port) {
  const result = spawnSync("bash", [script, action, dir, String(port)], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`test-postgres.sh ${action} failed:\n${result.stderr}`);
  return result.stdout.trim();
}

async function timeRuns(app, before, miss = true) {
  const times = [];
  let bytes = 0;
  for (let n = 0; n < RUNS; n++) {
    await before();
    const response = await app.get("bench-1", miss ? `/en/menu?render=${n}` : "/en/menu", { "accept-encoding": "identity" });
    if (response.status !== 200) throw new Error(`/en/menu answered ${response.status}`);
    times.push(response.ms);
    bytes = response.body.byteLength;
  }
  return { p50Ms: round(percentile(times, 0.5)), p90Ms: round(percentile(times, 0.9)), maxMs: round(Math.max(...times)), htmlKB: kb(bytes) };
}

const pgPort = await freePort();
const pgDir = mkdtempSync(path.join(os.tmpdir(), "carta-bench-pg-"));
let client;
let app;
try {
  const databaseUrl = cluster("start", pgDir, pgPort);
  client = new pg.Client({ connectionString: databaseUrl });
  app = await startMenuServer({ databaseUrl });
  await client.connect();
  for (let n = 0; n < 5; n++) await app.get("bench-1", "/en/menu");
  const warm = await timeRuns(app, async () => {});
  const bump = () =>
    client.query(
      "with changed as (update stores set menu_version = menu_version + 1 where url_key = 'bench-1' returning id) " +
        "select pg_notify('carta_store_changed', id::text) from changed",
    );
  const cold = await timeRuns(app, bump);
  const hit = await timeRuns(app, async () => {}, false);
  const rows = [
    { case: "render, tree cached", ...warm },
    { case: "render, tree read (menu_version bumped)", ...cold },
    { case: "page cache hit", ...hit },
  ];
  console.log(`\nGET /en/menu on bench-1 (500 items), ${RUNS} sequential requests each, PostgreSQL; target p50 ≤ ${TARGET_MS} ms`);
  console.table(rows);
  writeResult("menu-render", { runs: RUNS, targetP50Ms: TARGET_MS, engine: "postgres", warm, cold, hit });
} finally {
  await client?.end().catch(() => {});
  await app?.stop();
  cluster("stop", pgDir, pgPort);
}
