import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { desc, eq, sql } from "drizzle-orm";
import { jobs } from "../../db/schema/jobs";
import { MIGRATIONS_FOLDER } from "../../db/migrate";
import { currentBuildId } from "../build-id";
import { NotFoundError, type ServerContext } from "../context";

const FAILED_LIMIT = 50;

/** The migrations the project ships, by the time drizzle records for each. */
async function shippedMigrations(): Promise<Map<number, string>> {
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as { entries: { when: number; tag: string }[] };
  return new Map(journal.entries.map((entry) => [entry.when, entry.tag]));
}

/**
 * The console's system page: jobs per state, the latest failed jobs with their last error, the build
 * and the migrations applied to the database. Anyone but the platform administrator is refused as not found.
 */
export async function systemOverview(ctx: ServerContext) {
  if (ctx.actor.role !== "administrator") throw new NotFoundError();
  const [counts, failed, applied, shipped] = await Promise.all([
    ctx.db.select({ status: jobs.status, total: sql<number>`count(*)::int` }).from(jobs).groupBy(jobs.status),
    ctx.db
      .select({ id: jobs.id, kind: jobs.kind, attempts: jobs.attempts, maxAttempts: jobs.maxAttempts, lastError: jobs.lastError, updatedAt: jobs.updatedAt })
      .from(jobs)
      .where(eq(jobs.status, "failed"))
      .orderBy(desc(jobs.updatedAt), desc(jobs.id))
      .limit(FAILED_LIMIT),
    // Both engines answer a raw query with its rows under `rows`.
    ctx.db.execute(sql`select created_at from drizzle.__drizzle_migrations order by created_at`) as unknown as Promise<{ rows: { created_at: string | number }[] }>,
    shippedMigrations(),
  ]);
  const total = (status: (typeof jobs.status.enumValues)[number]) => counts.find((row) => row.status === status)?.total ?? 0;
  return {
    jobs: { queued: total("queued"), running: total("running"), done: total("done"), failed: total("failed") },
    failed,
    build: currentBuildId(),
    migrations: applied.rows.map((row) => shipped.get(Number(row.created_at)) ?? String(row.created_at)),
    pending: [...shipped.values()].length - applied.rows.length,
  };
}

export type SystemOverview = Awaited<ReturnType<typeof systemOverview>>;
