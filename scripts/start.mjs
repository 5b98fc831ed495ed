// Builds the app when the sources changed since the last build, then serves it with `next start`.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = process.cwd();
process.env.NEXT_TELEMETRY_DISABLED ??= "1";
const SOURCES = ["app", "components", "lib", "messages", "public", "drizzle", "proxy.ts", "instrumentation.ts", "next.config.ts", "package-lock.json"];
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
  const result = spawnSync(process.execPath, [path.join(root, "node_modules", "next", "dist", "bin", "next"), ...args], {
    stdio: "inherit",
    env: process.env,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const hash = sourceHash();
const built = existsSync(path.join(root, ".next", "BUILD_ID")) && existsSync(stampFile) && readFileSync(stampFile, "utf8") === hash;
if (!built) {
  console.log("Building Carta (first start or changed sources)…");
  run(["build"]);
  writeFileSync(stampFile, hash);
}
run(["start", ...process.argv.slice(2)]);
