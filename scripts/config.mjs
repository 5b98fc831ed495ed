// Runs the configuration check (scripts/check-config.ts): compiled with the server when there is a build,
// else from its TypeScript source (before the first build, or in a directory without one).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

export function checkConfig() {
  const compiled = path.join(process.cwd(), ".next", "carta", "check-config.js");
  const source = path.join(import.meta.dirname, "check-config.ts");
  const tsx = path.join(import.meta.dirname, "..", "node_modules", "tsx", "dist", "cli.mjs");
  const args = existsSync(compiled) ? [compiled] : [tsx, source];
  const result = spawnSync(process.execPath, args, { stdio: "inherit", env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
