import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "./types";

export const MIGRATIONS_FOLDER = path.join(process.cwd(), "drizzle");
const MIGRATION_LOCK_KEY = 7_270_001;

/** Applies pending migrations; on PostgreSQL several instances starting at once take turns. */
export async function migrateDatabase(database: Database, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  if (database.engine === "pglite") {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await migrate(database.db as any, { migrationsFolder });
    return;
  }
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  await withAdvisoryLock(database, MIGRATION_LOCK_KEY, async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await migrate(database.db as any, { migrationsFolder });
  });
}

export async function withAdvisoryLock<T>(database: Database, key: number, work: () => Promise<T>): Promise<T> {
  if (database.engine === "pglite") return work();
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${key})`);
    return work();
  });
}
