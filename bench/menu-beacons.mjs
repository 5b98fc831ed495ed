// Does counting guests slow the menu? Two figures of one run, against the demo venue's GET /en/menu (page-cache hits):
// 1. flood: wrk on the menu alone, wrk posting beacons alone, then both at once at the same concurrency
//    (BENCH_ROUNDS turns, medians), with the server's CPU time per answer of each alone;
// 2. fixed rate: the menu asked for at BENCH_LOADS of the rate it reached alone (20, 35 and 50 %), by a fixed-rate loader
//    (fixed-rate-load.mjs, its own process), without beacons and with BENCH_BEACONS_PER_VIEW beacons per page view
//    (wrk, each connection pausing between beacons, as many connections as the rate calls for), turn about: menu
//    requests/s achieved and their p50/p99 latency both ways, the beacons/s achieved, and the app's CPU meanwhile;
// 3. the shipped topology: the shared cache (deploy/nginx/carta-cache.conf, nginx-cache.mjs) in front of the app
//    answers the menu and the beacons itself, and sends the beacons' lines to the app (ANALYTICS_EDGE_LISTEN), which
//    counts them: the flood of 1. through it, with nginx's and the app's CPU per answer, then 2. at BENCH_CACHE_LOADS of
//    the rate the cache reached alone (10, 20 and 35 %); the share of the beacons answered that the app counted is read
//    from its /metrics.
// Beacons are sent as the guest pages send them (their body in the address) from many addresses (X-Forwarded-For from a
// trusted loopback proxy), so they are counted rather than refused by the per-address limit. Usage: node bench/menu-beacons.mjs
// Env: BENCH_WRK ("-t1 -c16 -d8s"), BENCH_ROUNDS (3), BENCH_LOADS ("0.2,0.35,0.5"), BENCH_CACHE_LOADS ("0.1,0.2,0.35"; empty
// leaves the cache out), BENCH_NGINX_WORKERS (1), BENCH_BEACONS_PER_VIEW (2),
// BENCH_RATE_SECONDS (8), BENCH_FLOOD (0 leaves the flood out), DATABASE_URL (PostgreSQL instead of a temporary PGlite).
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { request, round, startMenuServer, writeResult } from "./menu-server.mjs";
import { NGINX_WORKERS, startCache } from "./nginx-cache.mjs";

const WRK = (process.env.BENCH_WRK ?? "-t1 -c16 -d8s").split(/\s+/);
const WRK_SECONDS = Number(/-d(\d+)s/.exec(WRK.join(" "))?.[1] ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const LOADS = (process.env.BENCH_LOADS ?? "0.2,0.35,0.5").split(",").filter(Boolean).map(Number);
const CACHE_LOADS = (process.env.BENCH_CACHE_LOADS ?? "0.1,0.2,0.35").split(",").filter(Boolean).map(Number);
const BEACONS_PER_VIEW = Number(process.env.BENCH_BEACONS_PER_VIEW ?? 2);
const RATE_SECONDS = Number(process.env.BENCH_RATE_SECONDS ?? 8);
const FLOOD = process.env.BENCH_FLOOD !== "0";
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A beacon as the guest pages send it (lib/analytics/beacon-url.ts): its body in its address, none of its own. */
const BEACON_PATH = `/api/analytics/events?${new URLSearchParams({ b: JSON.stringify({ locale: "en", device: "phone", table: "3", events: [["open"], ["product", "1"], ["search", "quokka"]] }) })}`;
const BEACON_SCRIPT = `
wrk.method = "POST"
wrk.headers["Content-Length"] = "0"
wrk.headers["User-Agent"] = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148"
counter = 0
request = function()
  counter = counter + 1
  wrk.headers["X-Forwarded-For"] = string.format("10.%d.%d.%d", counter % 200, math.floor(counter / 200) % 250, math.random(1, 250))
  return wrk.format(nil, "${BEACON_PATH}")
end
`;

/** Seconds of CPU the process has used (user and system, all its threads). */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100; // clock ticks (USER_HZ, 100 on Linux)
}

/** Runs a command; resolves to its output, rejects when it fails or writes to stderr. */
function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let errors = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (errors += chunk));
    child.on("exit", (code) => (code !== 0 || errors ? reject(new Error(`${path.basename(command)} failed:\n${out}${errors}`)) : resolve(out)));
  });
}

/** One wrk run; resolves to requests per second, the requests answered and the count of answers other than 2xx/3xx. */
async function wrk(args) {
  const out = await run("/usr/bin/wrk", args);
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]),
    answered: Number(/(\d+) requests in/.exec(out)?.[1]),
    failed: Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0),
  };
}

/** The process and its children (nginx's master and its workers). */
const withChildren = (pid) => [pid, ...readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").split(" ").filter(Boolean).map(Number)];

/** How long each of wrk's connections waits between two beacons at a fixed rate: rate × (PACE_MS + 1 ms, the answer's own time) / 1000 connections. */
const PACE_MS = 10;
const PACED_SCRIPT = `${BEACON_SCRIPT}\ndelay = function()\n  return ${PACE_MS}\nend\n`;
const OPTED_OUT_SCRIPT = BEACON_SCRIPT.replace('wrk.headers["User-Agent"]', 'wrk.headers["DNT"] = "1"\nwrk.headers["User-Agent"]');

const loadAverage = () => os.loadavg().map((value) => value.toFixed(2)).join(" ");
const dir = mkdtempSync(path.join(os.tmpdir(), "carta-beacons-"));
const script = path.join(dir, "beacon.lua");
writeFileSync(script, BEACON_SCRIPT);
const pacedScript = path.join(dir, "beacon-paced.lua");
writeFileSync(pacedScript, PACED_SCRIPT);
const optedOutScript = path.join(dir, "beacon-dnt.lua");
writeFileSync(optedOutScript, OPTED_OUT_SCRIPT);
process.env.TRUSTED_PROXIES = "127.0.0.1";
process.env.ANALYTICS_FLUSH_SECONDS = "5";
const loadBefore = loadAverage();
process.env.METRICS_TOKEN = "bench-metrics-token-of-menu-beacons";
const app = await startMenuServer({ databaseUrl: process.env.DATABASE_URL, edgeBeacons: CACHE_LOADS.length > 0 });
/** Beacons the app counted from the cache's lines so far (its /metrics), once no more lines come in. */
const edgeCounted = async () => {
  const read = async () => {
    const metrics = await request(app.port, "/metrics", { authorization: `Bearer ${process.env.METRICS_TOKEN}` });
    return Number(/^carta_edge_beacons_total\{outcome="counted"\} (\d+)$/m.exec(metrics.body)?.[1] ?? 0);
  };
  let last = await read();
  for (let waited = 0; waited < 5000; waited += 250) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = await read();
    if (now === last) return now;
    last = now;
  }
  return last;
};
/** The share (%) of `answered` beacons the app counted since its count stood at `before`. */
const countedSince = async (before, answered) => round((((await edgeCounted()) - before) / answered) * 100);
try {
  const menu = () => wrk([...WRK, "-H", `Host: ${app.host("demo")}`, "-H", "Accept-Encoding: gzip", `${app.base}/en/menu`]);
  const beacons = () => wrk([...WRK, "-s", script, "-H", `Host: ${app.host("demo")}`, `${app.base}/api/analytics/events`]);
  const optedOut = () => wrk([...WRK, "-s", optedOutScript, "-H", `Host: ${app.host("demo")}`, `${app.base}/api/analytics/events`]);
  /** A wrk run with the server's CPU time per answer, in µs. */
  const timed = async (runWrk) => {
    const before = cpuSeconds(app.pid);
    const result = await runWrk();
    return { ...result, cpuUs: ((cpuSeconds(app.pid) - before) / (result.rps * WRK_SECONDS)) * 1e6 };
  };
  await menu(); // warms the page cache and the JIT
  const alone = [];
  const beaconsAlone = [];
  const optedOutAlone = [];
  const together = [];
  const beaconRuns = [];
  for (let turn = 0; turn < (FLOOD ? ROUNDS : 1); turn++) {
    alone.push(await timed(menu));
    if (!FLOOD) break;
    beaconsAlone.push(await timed(beacons));
    optedOutAlone.push(await timed(optedOut));
    const [withBeacons, beaconRun] = await Promise.all([menu(), beacons()]);
    together.push(withBeacons);
    beaconRuns.push(beaconRun);
  }
  const menuRpsAlone = median(alone.map((result) => result.rps));
  const flood = FLOOD
    ? {
        menuRpsAlone: round(menuRpsAlone),
        menuRpsWithBeacons: round(median(together.map((result) => result.rps))),
        beaconRps: round(median(beaconRuns.map((result) => result.rps))),
        beaconRpsAlone: round(median(beaconsAlone.map((result) => result.rps))),
        cpuUsPerMenu: round(median(alone.map((result) => result.cpuUs))),
        cpuUsPerBeacon: round(median(beaconsAlone.map((result) => result.cpuUs))),
        cpuUsPerOptedOutBeacon: round(median(optedOutAlone.map((result) => result.cpuUs))),
      }
    : { menuRpsAlone: round(menuRpsAlone) };

  /**
   * The menu at `load` × `baseRps` requests/s for each load, asked for at `port` (the app, or the cache in front of it),
   * turn about without beacons and with BEACONS_PER_VIEW per page view: medians of ROUNDS turns, with the app's CPU.
   * The beacons come from wrk, paced (each connection waits PACE_MS between beacons) to the rate the page views call for.
   */
  const fixedRate = async (port, loads, baseRps, viaEdge = false) => {
    const atRate = async (rate, beaconsPerView) => {
      const beaconTarget = rate * beaconsPerView;
      const countedBefore = viaEdge && beaconsPerView > 0 ? await edgeCounted() : 0;
      const cpuBefore = cpuSeconds(app.pid);
      const started = performance.now();
      const [figures, beaconRun] = await Promise.all([
        run(process.execPath, [path.join(import.meta.dirname, "fixed-rate-load.mjs"), JSON.stringify({ port, host: app.host("demo"), rate: Math.round(rate), seconds: RATE_SECONDS })]).then(JSON.parse),
        beaconsPerView > 0
          ? wrk(["-t1", `-c${Math.max(1, Math.round((beaconTarget * (PACE_MS + 1)) / 1000))}`, `-d${RATE_SECONDS}s`, "-s", pacedScript, "-H", `Host: ${app.host("demo")}`, `http://127.0.0.1:${port}/api/analytics/events`])
          : null,
      ]);
      const appCpu = ((cpuSeconds(app.pid) - cpuBefore) / ((performance.now() - started) / 1000)) * 100;
      const beacons = beaconRun ? { beaconTargetRps: Math.round(beaconTarget), beaconRps: beaconRun.rps, failed: figures.failed + beaconRun.failed } : { beaconTargetRps: 0, beaconRps: 0 };
      if (!viaEdge || !beaconRun) return { ...figures, ...beacons, appCpu };
      return { ...figures, ...beacons, appCpu, countedPercent: await countedSince(countedBefore, beaconRun.answered) };
    };
    const rows = [];
    for (const load of loads) {
      const without = [];
      const withBeacons = [];
      for (let turn = 0; turn < ROUNDS; turn++) {
        without.push(await atRate(load * baseRps, 0));
        withBeacons.push(await atRate(load * baseRps, BEACONS_PER_VIEW));
      }
      for (const [beaconsPerView, runs] of [
        [0, without],
        [BEACONS_PER_VIEW, withBeacons],
      ]) {
        const pick = (key) => median(runs.map((result) => result[key]));
        rows.push({
          load,
          beaconsPerView,
          targetRps: runs[0].targetRps,
          menuRps: pick("menuRps"),
          menuP50Ms: pick("menuP50Ms"),
          menuP99Ms: pick("menuP99Ms"),
          menuUnanswered: pick("menuUnanswered"),
          beaconTargetRps: pick("beaconTargetRps"),
          beaconRps: pick("beaconRps"),
          failed: runs.reduce((sum, result) => sum + result.failed, 0),
          appCpuPercent: round(pick("appCpu")),
          loaderCpuPercent: pick("loaderCpu"),
          p99Turns: runs.map((result) => result.menuP99Ms).join(" "),
          ...(viaEdge ? { countedPercent: beaconsPerView === 0 ? null : pick("countedPercent") } : {}),
        });
      }
    }
    return rows;
  };
  const fixed = await fixedRate(app.port, LOADS, menuRpsAlone);

  // the shipped topology: the cache answers the menu and the beacons itself, the app counts the beacons from their lines
  let cached = null;
  if (CACHE_LOADS.length > 0) {
    const cache = await startCache(app.port);
    try {
      const cacheMenu = () => wrk([...WRK, "-H", `Host: ${app.host("demo")}`, "-H", "Accept-Encoding: gzip", `http://127.0.0.1:${cache.port}/en/menu`]);
      await cacheMenu(); // fills the cache
      const hit = await request(cache.port, "/en/menu", { host: app.host("demo"), "accept-encoding": "gzip" });
      if (hit.headers["x-cache-status"] !== "HIT") throw new Error(`the cache answered the menu with ${hit.headers["x-cache-status"]}, not HIT`);
      const cacheBeacons = () => wrk([...WRK, "-s", script, "-H", `Host: ${app.host("demo")}`, `http://127.0.0.1:${cache.port}/api/analytics/events`]);
      const nginxCpu = () => withChildren(cache.pid).reduce((sum, pid) => sum + cpuSeconds(pid), 0);
      /** A wrk run through the cache with nginx's and the app's CPU time per answer (µs), and the share of its answers the app counted. */
      const timedCache = async (runWrk) => {
        const [nginxBefore, appBefore, countedBefore] = [nginxCpu(), cpuSeconds(app.pid), await edgeCounted()];
        const result = await runWrk();
        const perAnswer = (seconds) => round((seconds / result.answered) * 1e6);
        const [nginxUs, appUs] = [perAnswer(nginxCpu() - nginxBefore), perAnswer(cpuSeconds(app.pid) - appBefore)];
        return { ...result, nginxUs, appUs, countedPercent: await countedSince(countedBefore, result.answered) };
      };
      const cacheRuns = [];
      const cacheBeaconRuns = [];
      const cacheTogether = [];
      for (let turn = 0; turn < ROUNDS; turn++) {
        cacheRuns.push(await timedCache(cacheMenu));
        cacheBeaconRuns.push(await timedCache(cacheBeacons));
        const countedBefore = await edgeCounted();
        const [menuRun, beaconRun] = await Promise.all([cacheMenu(), cacheBeacons()]);
        cacheTogether.push({ menuRps: menuRun.rps, beaconRps: beaconRun.rps, countedPercent: await countedSince(countedBefore, beaconRun.answered), failed: menuRun.failed + beaconRun.failed });
      }
      const cacheRps = median(cacheRuns.map((result) => result.rps));
      const pick = (runs, key) => median(runs.map((result) => result[key]));
      cached = {
        cacheRps: round(cacheRps),
        flood: {
          menuRpsAlone: round(cacheRps),
          beaconRpsAlone: round(pick(cacheBeaconRuns, "rps")),
          menuRpsWithBeacons: round(pick(cacheTogether, "menuRps")),
          beaconRpsWithMenu: round(pick(cacheTogether, "beaconRps")),
          nginxUsPerMenu: pick(cacheRuns, "nginxUs"),
          nginxUsPerBeacon: pick(cacheBeaconRuns, "nginxUs"),
          appUsPerBeacon: pick(cacheBeaconRuns, "appUs"),
          countedPercentAlone: pick(cacheBeaconRuns, "countedPercent"),
          countedPercentWithMenu: pick(cacheTogether, "countedPercent"),
        },
        failed: [...cacheRuns, ...cacheBeaconRuns, ...cacheTogether].reduce((sum, result) => sum + result.failed, 0),
        fixedRate: await fixedRate(cache.port, CACHE_LOADS, cacheRps, true),
      };
    } finally {
      await cache.stop();
    }
  }
  const failed = [...alone, ...beaconsAlone, ...optedOutAlone, ...together, ...beaconRuns].reduce((sum, result) => sum + result.failed, 0) +
    [...fixed, ...(cached?.fixedRate ?? [])].reduce((sum, row) => sum + row.failed, 0) +
    (cached?.failed ?? 0);
  const health = await app.get("demo", "/api/health");
  const loadAfter = loadAverage();
  console.log(`\nGET /en/menu and POST /api/analytics/events, wrk ${WRK.join(" ")} each, medians of ${ROUNDS} turns; load average ${loadBefore} before, ${loadAfter} after`);
  console.table([{ ...flood, failedAnswers: failed, healthAfter: health.status }]);
  console.log(`the menu at a fixed rate (share of ${round(menuRpsAlone)} requests/s), ${RATE_SECONDS} s a turn, without beacons and with ${BEACONS_PER_VIEW} per page view, medians of ${ROUNDS} turns`);
  console.table(fixed);
  if (cached) {
    console.log(`through the shipped cache (deploy/nginx/carta-cache.conf, nginx worker_processes ${NGINX_WORKERS}), which answers the beacons itself while the app counts them from their lines (countedPercent: of the beacons answered): wrk ${WRK.join(" ")} on the menu alone, the beacons alone and both at once, medians of ${ROUNDS} turns, with nginx's and the app's CPU per answer`);
    console.table([cached.flood]);
    console.log(`then the menu at a fixed rate (share of ${cached.cacheRps} requests/s)`);
    console.table(cached.fixedRate);
  }
  writeResult("menu-beacons", {
    wrk: WRK.join(" "),
    rounds: ROUNDS,
    engine: process.env.DATABASE_URL ? "postgres" : "pglite",
    server: process.env.BENCH_SERVER ?? ".next/carta/server.js",
    loadAverage: { before: loadBefore, after: loadAfter },
    flood: { ...flood, failedAnswers: failed, healthAfter: health.status },
    fixedRate: fixed,
    cache: cached && { nginxWorkers: NGINX_WORKERS, menuRpsAlone: cached.cacheRps, flood: cached.flood, fixedRate: cached.fixedRate },
  });
} finally {
  await app.stop();
  rmSync(dir, { recursive: true, force: true });
}
