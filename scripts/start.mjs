// Builds the app when the sources changed since the last build, then serves it (scripts/serve.mjs).
// `--no-build` serves the existing build as it is (a container image, built in its own stage);
// `--build-only` builds when needed and stops.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { FRONT_SOURCES } from "./build-front.mjs";
import { loadConfig } from "./config.mjs";

const root = process.cwd();
process.env.NEXT_TELEMETRY_DISABLED ??= "1";
const SOURCES = ["scripts/serve.mjs", "scripts/build-guest-assets.mjs", "app", "components", "lib", "messages", "public", "drizzle", "proxy.ts", "instrumentation.ts", "next.config.ts", "package-lock.json", ...FRONT_SOURCES];
const stampFile = path.join(root, ".next", "carta-source-hash");

function* files(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (statSync(full).isFile()) {
    yield full;
    return;
  }
  for (const child of readdirSync(full).sort()) yield* files(path.join(entry, child));
}

function sourceHash() {
  const hash = createHash("sha256");
  for (const entry of SOURCES) {
    for (const file of files(entry)) hash.update(path.relative(root, file)).update(readFileSync(file));
  }
  return hash.digest("hex");
}

function run(args) {
  const result = spawnSync(process.execPath, args, {
    stdio: "inherit",
    env: process.env,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Refuse before building: a bad setting would only show after the build, and a rebuild under a
// running server would break it.
await loadConfig({ checkSeller: true });
const dataDir = path.resolve(process.env.DATA_DIR || "./data");
if (!process.env.DATABASE_URL) (await import("./data-dir-check.mjs")).checkDataDir(dataDir);
if (!process.env.DATABASE_URL && existsSync(dataDir)) {
  const { default: lockfile } = await import("proper-lockfile");
  const lockfilePath = path.join(dataDir, "carta.lock");
  if (lockfile.checkSync(dataDir, { lockfilePath, stale: 10_000, realpath: false })) {
    console.error(
      `\nThe data directory ${dataDir} is in use by another Carta server. ` +
        "Stop that server first, or give this one its own DATA_DIR (or a DATABASE_URL).\n",
    );
    process.exit(1);
  }
}

const hasBuild = existsSync(path.join(root, ".next", "BUILD_ID"));
if (process.argv.includes("--no-build")) {
  if (!hasBuild) {
    console.error("\nThere is no build to serve (.next/BUILD_ID): run `npm run build` first, or start without --no-build.\n");
    process.exit(1);
  }
} else {
  const hash = sourceHash();
  if (!hasBuild || !existsSync(stampFile) || readFileSync(stampFile, "utf8") !== hash) {
    console.log("Building Carta (first start or changed sources)…");
    run([path.join(root, "node_modules", "next", "dist", "bin", "next"), "build"]);
    run([path.join(root, "scripts", "build-guest-assets.mjs")]);
    run([path.join(root, "scripts", "build-front.mjs")]);
    writeFileSync(stampFile, hash);
  }
}
if (process.argv.includes("--build-only")) process.exit(0);
// The allocator reads its settings only at process start: serve in a fresh image of this process.
if (process.platform === "linux" && !process.env.GLIBC_TUNABLES && typeof process.execve === "function") {
  const { serverEnv } = await import("./server-memory.mjs");
  process.execve(process.execPath, [process.execPath, ...process.execArgv, path.join(root, "scripts", "serve.mjs"), ...process.argv.slice(2)], serverEnv());
}
const { serve } = await import("./serve.mjs");
await serve();
