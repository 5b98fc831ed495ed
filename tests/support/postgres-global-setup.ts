import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string | null;
  }
}

const script = path.join(process.cwd(), "scripts", "test-postgres.sh");

/** Provides a PostgreSQL URL to the integration tier: TEST_DATABASE_URL, or a throwaway local cluster. */
export default function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide("postgresUrl", process.env.TEST_DATABASE_URL);
    return;
  }
  const bin = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";
  if (!existsSync(path.join(bin, "initdb"))) {
    if (process.env.REQUIRE_POSTGRES === "1") throw new Error(`PostgreSQL binaries are missing in ${bin}`);
    console.warn(`[integration] PostgreSQL binaries not found in ${bin}: the PostgreSQL tier is skipped.`);
    project.provide("postgresUrl", null);
    return;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), "carta-pg-"));
  const port = String(20_000 + Math.floor(Math.random() * 20_000));
  const url = execFileSync("bash", [script, "start", dir, port], { encoding: "utf8" }).trim();
  project.provide("postgresUrl", url);
  return () => {
    execFileSync("bash", [script, "stop", dir]);
  };
}
