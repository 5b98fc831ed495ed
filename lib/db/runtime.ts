import path from "node:path";
import { env } from "../env";
import { log } from "../log";
import { serveDumps } from "./backup/serve-dumps";
import { lockDataDir } from "./lock";
import { migrateDatabase } from "./migrate";
import { openPglite, openPostgres } from "./open";
import type { Database, Db } from "./types";

interface RuntimeState {
  database?: Promise<Database>;
  releaseLock?: () => void;
  stopDumps?: () => Promise<void>;
}

const state = ((globalThis as unknown as { cartaDb?: RuntimeState }).cartaDb ??= {});

async function open(): Promise<Database> {
  const config = env();
  if (config.DATABASE_URL) {
    const database = await openPostgres(config.DATABASE_URL);
    log.info({ engine: "postgres" }, "database connected");
    await migrateDatabase(database);
    return database;
  }
  state.releaseLock = lockDataDir(config.DATA_DIR);
  const dir = path.join(path.resolve(config.DATA_DIR), "db");
  const database = await openPglite(dir);
  log.info({ engine: "pglite", dir }, "database opened");
  await migrateDatabase(database);
  state.stopDumps = await serveDumps(config.DATA_DIR, database);
  return database;
}

/** The process-wide database, opened, locked and migrated on first use. */
export function database(): Promise<Database> {
  state.database ??= open().catch((error: unknown) => {
    state.database = undefined;
    throw error;
  });
  return state.database;
}

export async function db(): Promise<Db> {
  return (await database()).db;
}

export async function closeDatabase(): Promise<void> {
  const current = state.database;
  state.database = undefined;
  await state.stopDumps?.();
  state.stopDumps = undefined;
  if (current) await (await current).close();
  state.releaseLock?.();
  state.releaseLock = undefined;
}
