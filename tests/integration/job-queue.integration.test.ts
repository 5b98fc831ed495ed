import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { createJobWorker, PermanentJobError, type JobHandler } from "@/lib/jobs/job-worker";
import { claimJob } from "@/lib/jobs/claim-job";
import { engines, secondInstance } from "../support/engines";

describe.each(engines())("the job queue on $engine", ({ engine, create }) => {
  let database: Database;
  beforeAll(async () => {
    database = await create();
  });
  afterAll(async () => database?.close());
  const rowOf = async (id: number) => (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

  it("runs a queued job once, with its payload, and keeps its result and progress", async () => {
    const seen: unknown[] = [];
    const handlers: Record<string, JobHandler> = {
      "test.echo": async (payload, { progress }) => {
        seen.push(payload);
        await progress(50);
        return { echoed: payload };
      },
    };
    const worker = createJobWorker({ db: database.db, handlers, name: "w1" });
    const { id } = await enqueueJob(database.db, "test.echo", { text: "Борщ" }, { storeId: 7 });
    expect(await worker.runOnce()).toBe(true);
    expect(await worker.runOnce()).toBe(false);
    expect(seen).toEqual([{ text: "Борщ" }]);
    expect(await rowOf(id)).toMatchObject({ status: "done", attempts: 1, progress: 100, result: { echoed: { text: "Борщ" } }, storeId: 7 });
  });

  it("waits for a job's time, retries a failure later, and fails it when its attempts are spent", async () => {
    let clock = new Date("2030-01-01T00:00:00Z");
    let calls = 0;
    const worker = createJobWorker({
      db: database.db,
      handlers: {
        "test.flaky": async () => {
          calls += 1;
          throw new Error(`engine down ${calls}`);
        },
      },
      now: () => clock,
      name: "w2",
    });
    const { id } = await enqueueJob(database.db, "test.flaky", {}, { runAt: new Date("2030-01-01T00:01:00Z"), maxAttempts: 2 });
    expect(await worker.runOnce()).toBe(false);
    clock = new Date("2030-01-01T00:01:00Z");
    expect(await worker.runOnce()).toBe(true);
    const first = await rowOf(id);
    expect(first).toMatchObject({ status: "queued", attempts: 1, lastError: "engine down 1" });
    expect(first.runAt.getTime()).toBeGreaterThan(clock.getTime());
    expect(await worker.runOnce()).toBe(false);
    clock = new Date(first.runAt.getTime());
    expect(await worker.runOnce()).toBe(true);
    expect(await rowOf(id)).toMatchObject({ status: "failed", attempts: 2, lastError: "engine down 2" });
    expect(calls).toBe(2);
  });

  it("fails a job at once on a permanent error", async () => {
    const worker = createJobWorker({
      db: database.db,
      handlers: {
        "test.bad": async () => {
          throw new PermanentJobError("the item was deleted");
        },
      },
      name: "w3",
    });
    const { id } = await enqueueJob(database.db, "test.bad", {});
    await worker.runOnce();
    expect(await rowOf(id)).toMatchObject({ status: "failed", attempts: 1, lastError: "the item was deleted" });
  });

  it("keeps one waiting job per dedupe key, and takes a new one once it ran", async () => {
    const first = await enqueueJob(database.db, "test.dedupe", { n: 1 }, { dedupeKey: "item:1:en" });
    const second = await enqueueJob(database.db, "test.dedupe", { n: 2 }, { dedupeKey: "item:1:en" });
    expect(second).toEqual({ id: first.id, created: false });
    const worker = createJobWorker({ db: database.db, handlers: { "test.dedupe": async () => null }, name: "w4" });
    await worker.runOnce();
    const third = await enqueueJob(database.db, "test.dedupe", { n: 3 }, { dedupeKey: "item:1:en" });
    expect(third.created).toBe(true);
  });

  it("takes over a job whose worker died once its lease has passed", async () => {
    const { id } = await enqueueJob(database.db, "test.crash", {});
    const start = new Date();
    const claimed = await claimJob(database.db, { worker: "dead", now: start, leaseMs: 1000, kinds: ["test.crash"] });
    expect(claimed?.id).toBe(id);
    expect(await claimJob(database.db, { worker: "alive", now: new Date(start.getTime() + 500), leaseMs: 1000, kinds: ["test.crash"] })).toBeNull();
    const worker = createJobWorker({ db: database.db, handlers: { "test.crash": async () => "recovered" }, now: () => new Date(start.getTime() + 1500), name: "alive" });
    expect(await worker.runOnce()).toBe(true);
    expect(await rowOf(id)).toMatchObject({ status: "done", attempts: 2, result: "recovered", lockedBy: "alive" });
  });

  it.runIf(engine === "postgres")("runs each of 40 jobs exactly once with two instances claiming at once", async () => {
    const other = (await secondInstance(database))!;
    try {
      const ran: number[] = [];
      const handlers = {
        "test.count": async (payload: unknown) => {
          ran.push((payload as { n: number }).n);
          await new Promise((resolve) => setImmediate(resolve));
        },
      };
      for (let n = 0; n < 40; n += 1) await enqueueJob(database.db, "test.count", { n });
      const workers = [createJobWorker({ db: database.db, handlers, name: "a" }), createJobWorker({ db: other.db, handlers, name: "b" })];
      const drain = async (worker: (typeof workers)[number]) => {
        while (await worker.runOnce());
      };
      await Promise.all([drain(workers[0]!), drain(workers[1]!), drain(workers[0]!), drain(workers[1]!)]);
      expect(ran.sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, n) => n));
      const rows = await database.db.select({ status: jobs.status, by: jobs.lockedBy }).from(jobs).where(eq(jobs.kind, "test.count")).orderBy(asc(jobs.id));
      expect(rows.every((row) => row.status === "done")).toBe(true);
      expect(new Set(rows.map((row) => row.by))).toEqual(new Set(["a", "b"]));
    } finally {
      await other.close();
    }
  });
});
