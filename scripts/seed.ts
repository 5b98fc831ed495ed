// Generates synthetic venues for benchmarks: npm run db:seed -- --stores N --items M [--prefix bench]
import path from "node:path";
import { parseArgs } from "node:util";
import { DataDirLockedError, lockDataDir } from "../lib/db/lock";
import { migrateDatabase } from "../lib/db/migrate";
import { openPglite, openPostgres } from "../lib/db/open";
import { seedSynthetic } from "../lib/db/seed/synthetic";
import type { Database } from "../lib/db/types";
import { env, EnvError } from "../lib/env";
import { publicSites, venueOrigin } from "../lib/sites/public-origin";

const USAGE = "Usage: npm run db:seed -- [--stores N] [--items M] [--prefix name]";
const PREFIX_PATTERN = /^[a-z0-9]([a-z0-9-]{0,40}[a-z0-9])?$/;

class UsageError extends Error {}

interface SeedArgs {
  stores: number;
  items: number;
  prefix: string;
}

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(number) || number < 1) {
    throw new UsageError(`--${name} must be a positive integer, got "${value}".`);
  }
  return number;
}

function parseSeedArgs(argv: string[]): SeedArgs {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { stores: { type: "string" }, items: { type: "string" }, prefix: { type: "string" } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const prefix = values.prefix ?? "bench";
  if (!PREFIX_PATTERN.test(prefix)) {
    throw new UsageError(`--prefix must be lower-case letters, digits and inner hyphens, got "${prefix}".`);
  }
  return {
    stores: positiveInteger("stores", values.stores, 1),
    items: positiveInteger("items", values.items, 500),
    prefix,
  };
}

async function main(): Promise<number> {
  let args: SeedArgs;
  try {
    args = parseSeedArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n${USAGE}`);
    return 2;
  }

  const config = env();
  let release: (() => void) | undefined;
  let database: Database | undefined;
  try {
    if (config.DATABASE_URL) {
      database = await openPostgres(config.DATABASE_URL);
    } else {
      try {
        release = lockDataDir(config.DATA_DIR);
      } catch (error) {
        if (!(error instanceof DataDirLockedError)) throw error;
        console.error(error.message);
        return 1;
      }
      database = await openPglite(path.join(path.resolve(config.DATA_DIR), "db"));
    }
    await migrateDatabase(database);

    const started = performance.now();
    const { urlKeys } = await seedSynthetic(database.db, args);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);

    const shown = urlKeys.slice(0, 5).join(", ") + (urlKeys.length > 5 ? ", …" : "");
    console.log(`Created ${urlKeys.length} stores (${engineLabel(database)}): ${shown}`);
    console.log(`Items: ${args.items} per store, ${args.items * urlKeys.length} in total`);
    console.log(`Elapsed: ${seconds} s`);
    console.log(`Example: ${venueOrigin(urlKeys[0]!, publicSites(config))}/menu`);
    return 0;
  } finally {
    await database?.close();
    release?.();
  }
}

function engineLabel(database: Database): string {
  return database.engine === "postgres" ? "PostgreSQL" : `PGlite in ${path.resolve(env().DATA_DIR)}`;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof EnvError ? error.message : error);
    process.exitCode = 1;
  },
);
