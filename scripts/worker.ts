// Runs only the job worker (mail, exports, translations): npm run worker. Start the web server with
// WORKER=off to leave every job to this process. On PGlite the data directory allows one process, so
// a separate worker needs DATABASE_URL (PostgreSQL).
import path from "node:path";
import { DataDirLockedError, lockDataDir } from "../lib/db/lock";
import { migrateDatabase } from "../lib/db/migrate";
import { openPglite, openPostgres } from "../lib/db/open";
import type { Database } from "../lib/db/types";
import { env, EnvError } from "../lib/env";
import { registerJobHandlers } from "../lib/jobs/handlers";
import { startWorker } from "../lib/jobs/worker";

async function main(): Promise<number> {
  const config = env();
  let release: (() => void) | undefined;
  let database: Database;
  if (config.DATABASE_URL) {
    database = await openPostgres(config.DATABASE_URL, 3);
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
  registerJobHandlers();
  const worker = startWorker(database.db);
  console.log(`Carta job worker running (${database.engine}). Stop it with Ctrl+C.`);
  await new Promise<void>((resolve) => {
    process.once("SIGTERM", resolve);
    process.once("SIGINT", resolve);
  });
  await worker.stop();
  await database.close();
  release?.();
  return 0;
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
