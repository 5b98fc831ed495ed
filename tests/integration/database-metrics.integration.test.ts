import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db/types";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { createJobWorker, PermanentJobError } from "@/lib/jobs/job-worker";
import { watchDatabase } from "@/lib/metrics/database-metrics";
import { metrics } from "@/lib/metrics/registry";
import { engines } from "../support/engines";

const sample = async (name: string, labels: Record<string, string>) => {
  const metric = metrics().registry.getSingleMetric(name);
  if (!metric) return undefined;
  const { values } = await metric.get();
  return values.find((value) => Object.entries(labels).every(([key, label]) => value.labels[key] === label))?.value;
};

describe.each(engines())("database metrics on $engine", ({ engine, create }) => {
  let database: Database;
  beforeAll(async () => {
    database = await create();
    watchDatabase(database);
  });
  afterAll(async () => database?.close());

  it("reports the job queue by state at each scrape", async () => {
    await enqueueJob(database.db, "test.metrics", {});
    await enqueueJob(database.db, "test.metrics", {});
    expect(await sample("carta_jobs", { state: "queued" })).toBe(2);
    expect(await sample("carta_jobs", { state: "failed" })).toBe(0);
    await enqueueJob(database.db, "test.metrics", {});
    expect(await sample("carta_jobs", { state: "queued" })).toBe(3);
    expect(await metrics().registry.metrics()).toMatch(/^carta_jobs\{state="queued"\} 3$/m);
  });

  it("counts failed job attempts by kind and outcome", async () => {
    const failures = async () => (await metrics().jobFailures.get()).values.find((value) => value.labels.kind === "test.broken" && value.labels.outcome === "failed")?.value ?? 0;
    const before = await failures();
    const worker = createJobWorker({ db: database.db, handlers: { "test.broken": async () => { throw new PermanentJobError("bad payload"); } } });
    await enqueueJob(database.db, "test.broken", {});
    expect(await worker.runOnce()).toBe(true);
    expect(await failures()).toBe(before + 1);
    expect(await sample("carta_jobs", { state: "failed" })).toBe(1);
  });

  it("reports the PostgreSQL connection pool, and nothing for PGlite's single connection", async () => {
    const total = await sample("carta_db_pool_clients", { state: "total" });
    if (engine === "pglite") {
      expect(total).toBeUndefined();
      return;
    }
    expect(total).toBeGreaterThanOrEqual(1);
    expect(await sample("carta_db_pool_clients", { state: "waiting" })).toBe(0);
  });
});
