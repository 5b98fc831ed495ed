// Load on loopback with wrk: the sign-in page (`/ru` on the root site: from the page cache for visitors without a
// session, and rendered by Next.js when it carries a query string), and a venue's cached menu (`/en/menu`), p50/p99, errors and time-outs, and the
// server's resident memory idle before, at its peak during and idle after the load.
// Usage: node bench/load.mjs   Env: BENCH_DURATION ("20s"), BENCH_SIGNIN_CLIENTS (200), BENCH_MENU_CLIENTS (1000),
// BENCH_SETTLE_MS (15000: idle time before the "after" reading), DATABASE_URL (PostgreSQL instead of PGlite).
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { request, round, startMenuServer, writeResult } from "./menu-server.mjs";

const DURATION = process.env.BENCH_DURATION ?? "20s";
const SIGNIN_CLIENTS = Number(process.env.BENCH_SIGNIN_CLIENTS ?? 200);
const MENU_CLIENTS = Number(process.env.BENCH_MENU_CLIENTS ?? 1000);
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 15_000);

const rssMB = (pid) => round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))[1]) / 1024);
const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function toMs(value, unit) {
  return Number(value) * { us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit];
}

/** Runs wrk while sampling the server's RSS every 250 ms; resolves to the parsed figures. */
function wrk({ url, host, clients, encoding, pid }) {
  const threads = Math.min(2, clients);
  const args = [`-t${threads}`, `-c${clients}`, `-d${DURATION}`, "--timeout", "10s", "--latency", "-H", `Host: ${host}`, "-H", `Accept-Encoding: ${encoding}`, url];
  let peak = rssMB(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMB(pid))), 250);
  return new Promise((resolve, reject) => {
    const child = spawn("/usr/bin/wrk", args, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (out += chunk));
    child.on("error", reject);
    child.on("exit", (code) => {
      clearInterval(sampler);
      if (code !== 0) return reject(new Error(`wrk failed:\n${out}`));
      const percentile = (p) => {
        const match = new RegExp(`^\\s+${p}%\\s+([\\d.]+)(us|ms|s|m)`, "m").exec(out);
        return match ? round(toMs(match[1], match[2])) : null;
      };
      const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
      resolve({
        clients,
        requests: Number(/(\d+) requests in/.exec(out)?.[1] ?? 0),
        rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0),
        p50Ms: percentile(50),
        p99Ms: percentile(99),
        non2xx3xx: Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0),
        socketErrors: socket ? Number(socket[1]) + Number(socket[2]) + Number(socket[3]) : 0,
        timeouts: socket ? Number(socket[4]) : 0,
        peakRssMB: peak,
      });
    });
  });
}

const app = await startMenuServer({ databaseUrl: process.env.DATABASE_URL });
try {
  const rootHost = `localhost:${app.port}`;
  for (const [host, path] of [[rootHost, "/ru"], [app.host("demo"), "/en/menu"]]) {
    const { status } = await request(app.port, path, { host });
    if (status !== 200) throw new Error(`${host}${path} answered ${status}`);
  }
  await delay(SETTLE_MS);
  const idleBefore = rssMB(app.pid);
  const signIn = await wrk({ url: `${app.base}/ru`, host: rootHost, clients: SIGNIN_CLIENTS, encoding: "gzip", pid: app.pid });
  const rendered = await wrk({ url: `${app.base}/ru?callbackUrl=%2Fru`, host: rootHost, clients: SIGNIN_CLIENTS, encoding: "gzip", pid: app.pid });
  const menu = await wrk({ url: `${app.base}/en/menu`, host: app.host("demo"), clients: MENU_CLIENTS, encoding: "br, gzip", pid: app.pid });
  await delay(SETTLE_MS);
  const idleAfter = rssMB(app.pid);
  const rows = [
    { page: "sign-in /ru", ...signIn },
    { page: "sign-in rendered /ru?callbackUrl", ...rendered },
    { page: "cached menu /en/menu", ...menu },
  ];
  console.table(rows);
  console.log(`server RSS: idle before ${idleBefore} MB, idle ${SETTLE_MS / 1000} s after ${idleAfter} MB`);
  writeResult("load", { duration: DURATION, idleBeforeMB: idleBefore, idleAfterMB: idleAfter, rows });
} finally {
  await app.stop();
}
