import { count } from "drizzle-orm";
import { Gauge } from "prom-client";
import { jobStatus } from "../db/schema/enums";
import { jobs } from "../db/schema/jobs";
import type { Database } from "../db/types";
import { log } from "../log";
import { metrics } from "./registry";

const JOBS = "carta_jobs";
const POOL = "carta_db_pool_clients";

/** Jobs in the queue table by state, read on each scrape; a failed read leaves the gauge empty rather than failing the scrape. */
async function collectJobs(gauge: Gauge<"state">, database: Database) {
  gauge.reset();
  try {
    const rows = await database.db.select({ state: jobs.status, count: count() }).from(jobs).groupBy(jobs.status);
    const counts = new Map(rows.map((row) => [row.state, row.count]));
    for (const state of jobStatus.enumValues) gauge.set({ state }, counts.get(state) ?? 0);
  } catch (error) {
    log.warn({ message: (error as Error).message }, "job queue metrics unavailable");
  }
}

/**
 * Adds the gauges read from `database` to the shared registry: the job queue by state and, on PostgreSQL,
 * the connection pool (PGlite has no pool: one in-process connection). A later call replaces an earlier one.
 */
export function watchDatabase(database: Database): void {
  const { registry } = metrics();
  registry.removeSingleMetric(JOBS);
  registry.removeSingleMetric(POOL);
  new Gauge({
    name: JOBS,
    help: "Jobs in the queue table by state (queued, running, done, failed), read at each scrape",
    labelNames: ["state"],
    registers: [registry],
    collect() {
      return collectJobs(this, database);
    },
  });
  const pool = database.pool;
  if (!pool) return;
  new Gauge({
    name: POOL,
    help: "PostgreSQL connection pool: open connections (total), idle ones, and queries waiting for one",
    labelNames: ["state"],
    registers: [registry],
    collect() {
      this.set({ state: "total" }, pool.totalCount);
      this.set({ state: "idle" }, pool.idleCount);
      this.set({ state: "waiting" }, pool.waitingCount);
    },
  });
}
