// The configuration of lib/env.ts (the one set of rules), checked before a build: a bad value stops
// `npm start` at once, with the message naming it and what to write, instead of after a long build.
import { spawnSync } from "node:child_process";
import path from "node:path";

export function checkConfig() {
  const tsx = path.join(process.cwd(), "node_modules", "tsx", "dist", "cli.mjs");
  const check = 'import { env, EnvError } from "./lib/env.ts"; try { env(); } catch (error) { if (!(error instanceof EnvError)) throw error; console.error(`\\n${error.message}\\n`); process.exit(1); }';
  const result = spawnSync(process.execPath, [tsx, "--eval", check], { stdio: "inherit", env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
