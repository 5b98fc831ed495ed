// Shared by the menu-*.mjs benchmarks: a seeded production server (.next/carta/server.js, as `npm start` runs it,
// page cache included) on a free loopback port. Build first (`npm run build`, or `npm start` once).
import { spawn, spawnSync } from "node:child_process";
import http from "node:http";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { serverEnv } from "../scripts/server-memory.mjs";

export const root = path.resolve(import.meta.dirname, "..");
/** The Node.js `npm start` serves with: the project's own (the `node` package), else this one. */
const serverNode = [path.join(root, "node_modules", ".bin", "node")].find(existsSync) ?? process.execPath;

export const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];
export const round = (value) => Math.round(value * 10) / 10;
export const kb = (bytes) => round(bytes / 1024);

export async function freePort(from = 3900, to = 3999) {
  for (let port = from; port <= to; port++) {
    const free = await new Promise((resolve) => {
      const probe = net.createServer().once("error", () => resolve(false));
      probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${from}-${to}`);
}

export function writeResult(name, figures) {
  const dir = path.join(root, "bench", "results");
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify({ at: new Date().toISOString(), ...figures }, null, 2)}\n`);
}

/** GET with a Host header of our own (fetch ignores it); resolves to { status, headers, body, ms }. */
export function request(port, pathname, headers = {}) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: pathname, headers, agent: false }, (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks), ms: performance.now() - started }));
      })
      .on("error", reject);
  });
}

/**
 * Runs a seeding script with tsx and returns its output. The server functions it calls are `server-only`: the
 * react-server condition lets a script import them, in NODE_OPTIONS because tsx runs the script in a child process.
 */
export function runSeed(script, env) {
  const seeded = spawnSync(process.execPath, [path.join(root, "node_modules", "tsx", "dist", "cli.mjs"), script], {
    cwd: root,
    env: { ...env, NODE_OPTIONS: `${env.NODE_OPTIONS ?? ""} --conditions=react-server`.trim() },
    encoding: "utf8",
  });
  if (seeded.status !== 0) throw new Error(`seeding failed:\n${seeded.stderr}`);
  return seeded.stdout;
}

/**
 * Seeds `demo` and `bench-1` (500 items), then starts the server (BENCH_SERVER, another build's server.js copied
 * into .next/carta/, to compare two builds); `stop()` ends it and removes the data.
 */
export async function startMenuServer({ databaseUrl, edgeBeacons = false } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "carta-bench-"));
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: "warn", NEXT_TELEMETRY_DISABLED: "1", SEED_DEMO: "false" };
  // the beacons the shared cache answers (nginx-cache.mjs) are heard on UDP at the server's own port number
  if (edgeBeacons) env.ANALYTICS_EDGE_LISTEN = `127.0.0.1:${port}`;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  runSeed("bench/seed-menu.ts", env);
  const server = spawn(serverNode, [...(process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean), path.resolve(root, process.env.BENCH_SERVER ?? path.join(".next", "carta", "server.js")), "-p", String(port)], { cwd: root, env: serverEnv(env), stdio: ["ignore", "ignore", "inherit"], detached: true });
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      process.kill(-server.pid, "SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let attempt = 0; ; attempt++) {
      if (server.exitCode !== null) throw new Error("the server stopped");
      if (attempt > 240) throw new Error("the server did not start");
      if (await fetch(`${base}/api/health`).then((response) => response.ok, () => false)) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  const host = (key) => `${key}.menu.localhost:${port}`;
  const get = (key, pathname, headers = {}) => request(port, pathname, { host: host(key), ...headers });
  return { port, base, host, get, stop, pid: server.pid };
}
