// Does counting guests slow the menu? Throughput of GET /en/menu (demo venue, served by the page cache) alone,
// then with analytics beacons (POST /api/analytics/events, as the guest page sends them) hammered in parallel at
// the same concurrency, in the same run: BENCH_ROUNDS turns (3) of each, medians compared.
// Beacons come from many addresses (X-Forwarded-For from a trusted loopback proxy), so they are counted rather than
// refused by the per-address limit. Usage: node bench/menu-beacons.mjs
// Env: BENCH_WRK ("-t1 -c16 -d8s"), BENCH_ROUNDS, DATABASE_URL (PostgreSQL instead of a temporary PGlite).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { round, startMenuServer, writeResult } from "./menu-server.mjs";

const WRK = (process.env.BENCH_WRK ?? "-t1 -c16 -d8s").split(/\s+/);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const BEACON = JSON.stringify({ locale: "en", device: "phone", table: "3", events: [["open"], ["product", "1"], ["search", "quokka"]] });
const BEACON_SCRIPT = `
wrk.method = "POST"
wrk.body = '${BEACON}'
wrk.headers["Content-Type"] = "text/plain;charset=UTF-8"
wrk.headers["User-Agent"] = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148"
counter = 0
request = function()
  counter = counter + 1
  wrk.headers["X-Forwarded-For"] = string.format("10.%d.%d.%d", counter % 200, math.floor(counter / 200) % 250, math.random(1, 250))
  return wrk.format(nil, "/api/analytics/events")
end
`;

/** One wrk run; resolves to requests per second and the count of answers other than 2xx/3xx. */
function wrk(args) {
  return new Promise((resolve, reject) => {
    const child = spawn("/usr/bin/wrk", args, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let errors = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (errors += chunk));
    child.on("exit", (code) => {
      if (code !== 0 || errors) return reject(new Error(`wrk failed:\n${out}${errors}`));
      resolve({ rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]), failed: Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0) });
    });
  });
}

const dir = mkdtempSync(path.join(os.tmpdir(), "carta-beacons-"));
const script = path.join(dir, "beacon.lua");
writeFileSync(script, BEACON_SCRIPT);
process.env.TRUSTED_PROXIES = "127.0.0.1";
process.env.ANALYTICS_FLUSH_SECONDS = "5";
const app = await startMenuServer({ databaseUrl: process.env.DATABASE_URL });
try {
  const menu = () => wrk([...WRK, "-H", `Host: ${app.host("demo")}`, "-H", "Accept-Encoding: gzip", `${app.base}/en/menu`]);
  const beacons = () => wrk([...WRK, "-s", script, "-H", `Host: ${app.host("demo")}`, `${app.base}/api/analytics/events`]);
  const alone = [];
  const together = [];
  const beaconRuns = [];
  for (let turn = 0; turn < ROUNDS; turn++) {
    alone.push(await menu());
    const [withBeacons, beaconRun] = await Promise.all([menu(), beacons()]);
    together.push(withBeacons);
    beaconRuns.push(beaconRun);
  }
  const failed = [...alone, ...together, ...beaconRuns].reduce((sum, run) => sum + run.failed, 0);
  const counted = await app.get("demo", "/api/health");
  const row = {
    menuRpsAlone: round(median(alone.map((run) => run.rps))),
    menuRpsWithBeacons: round(median(together.map((run) => run.rps))),
    beaconRps: round(median(beaconRuns.map((run) => run.rps))),
    failedAnswers: failed,
    healthAfter: counted.status,
  };
  console.log(`\nGET /en/menu alone and with POST /api/analytics/events in parallel, wrk ${WRK.join(" ")} each, medians of ${ROUNDS} turns`);
  console.table([row]);
  writeResult("menu-beacons", { wrk: WRK.join(" "), rounds: ROUNDS, engine: process.env.DATABASE_URL ? "postgres" : "pglite", ...row });
} finally {
  await app.stop();
  rmSync(dir, { recursive: true, force: true });
}
