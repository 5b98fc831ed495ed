// The database a benchmark seeds: PostgreSQL at DATABASE_URL, else PGlite under DATA_DIR (./data), migrated and
// holding the demo venue; `seed` runs on it, then it is closed. A failure is printed and sets the exit code.
import path from "node:path";
import { lockDataDir } from "../lib/db/lock";
import { migrateDatabase } from "../lib/db/migrate";
import { openPglite, openPostgres } from "../lib/db/open";
import type { Database } from "../lib/db/types";
import { isDatabaseEmpty, seedDemo } from "../lib/db/seed/demo";

export const BENCH_OWNER = { email: "owner@demo.carta.test", password: "carta-demo" };

export async function withBenchDatabase(seed: (database: Database) => Promise<void>): Promise<void> {
  const url = process.env.DATABASE_URL;
  const dataDir = process.env.DATA_DIR ?? "./data";
  try {
    const release = url ? () => {} : lockDataDir(dataDir);
    const database = url ? await openPostgres(url) : await openPglite(path.join(path.resolve(dataDir), "db"));
    try {
      await migrateDatabase(database);
      if (await isDatabaseEmpty(database.db)) await seedDemo(database.db, BENCH_OWNER);
      await seed(database);
    } finally {
      await database.close();
      release();
    }
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  }
}
