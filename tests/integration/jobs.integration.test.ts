import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { jobs } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";
import { claimJob, enqueueJob, getJob, registerJobHandler, retryDelayMs, runDueJobs, runNextJob, startWorker } from "@/lib/jobs";
import { engines, secondInstance } from "../support/engines";

describe.each(engines())("job queue on $engine", ({ create }) => {
  let database: Database;
  let second: Database | null;

  beforeAll(async () => {
    database = await create();
    second = await secondInstance(database);
  });
  afterAll(async () => {
    await second?.close();
    await database.close();
  });
  beforeEach(async () => {
    await database.db.delete(jobs);
  });

  it("runs a job exactly once when two workers claim at the same time", async () => {
    const seen: number[] = [];
    registerJobHandler<{ n: number }>("test.once", async (payload) => {
      seen.push(payload.n);
      return { doubled: payload.n * 2 };
    });
    const id = await enqueueJob(database.db, "test.once", { n: 21 });
    const other = second ?? database;
    const outcomes = await Promise.all([
      runNextJob(database.db, { kinds: ["test.once"] }),
      runNextJob(other.db, { kinds: ["test.once"] }),
      runNextJob(database.db, { kinds: ["test.once"] }),
      runNextJob(other.db, { kinds: ["test.once"] }),
    ]);
    expect(seen).toEqual([21]);
    expect(outcomes.filter((outcome) => outcome !== null)).toHaveLength(1);
    const job = await getJob(database.db, id);
    expect(job).toMatchObject({ status: "done", attempts: 1, result: { doubled: 42 }, lockedUntil: null });
  });

  it("claims many jobs from two workers without running any twice", async () => {
    const seen: number[] = [];
    registerJobHandler<{ n: number }>("test.many", async (payload) => {
      seen.push(payload.n);
    });
    for (let n = 0; n < 20; n += 1) await enqueueJob(database.db, "test.many", { n });
    const other = second ?? database;
    const [a, b] = await Promise.all([
      runDueJobs(database.db, { kinds: ["test.many"] }),
      runDueJobs(other.db, { kinds: ["test.many"] }),
    ]);
    expect(a + b).toBe(20);
    expect([...seen].sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, n) => n));
  });

  it("retries a failing job with a back-off, then marks it failed", async () => {
    let calls = 0;
    registerJobHandler("test.fail", async () => {
      calls += 1;
      throw new Error(`broken ${calls}`);
    });
    const id = await enqueueJob(database.db, "test.fail", {}, { maxAttempts: 3 });
    const first = await runNextJob(database.db, { kinds: ["test.fail"] });
    expect(first?.status).toBe("queued");
    let job = await getJob(database.db, id);
    expect(job).toMatchObject({ status: "queued", attempts: 1, lastError: "broken 1" });
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now() + retryDelayMs(1) - 5_000);
    // Not due yet: nothing is claimed.
    expect(await runNextJob(database.db, { kinds: ["test.fail"] })).toBeNull();
    for (let attempt = 2; attempt <= 3; attempt += 1) {
      await database.db.update(jobs).set({ runAt: sql`now() - interval '1 second'` }).where(eq(jobs.id, id));
      await runNextJob(database.db, { kinds: ["test.fail"] });
    }
    job = await getJob(database.db, id);
    expect(job).toMatchObject({ status: "failed", attempts: 3, lastError: "broken 3" });
    expect(calls).toBe(3);
    await database.db.update(jobs).set({ runAt: sql`now() - interval '1 second'` }).where(eq(jobs.id, id));
    expect(await runNextJob(database.db, { kinds: ["test.fail"] })).toBeNull();
  });

  it("waits for run_at and takes back a job whose worker died", async () => {
    registerJobHandler("test.later", async () => "ok");
    const id = await enqueueJob(database.db, "test.later", {}, { runAt: new Date(Date.now() + 60_000) });
    expect(await claimJob(database.db, { kinds: ["test.later"] })).toBeNull();
    await database.db.update(jobs).set({ runAt: sql`now() - interval '1 second'` }).where(eq(jobs.id, id));
    const claimed = await claimJob(database.db, { kinds: ["test.later"], lockMs: 1 });
    expect(claimed?.id).toBe(id);
    await database.db.update(jobs).set({ lockedUntil: sql`now() - interval '1 second'` }).where(eq(jobs.id, id));
    const outcome = await runNextJob(database.db, { kinds: ["test.later"] });
    expect(outcome?.status).toBe("done");
    expect(await getJob(database.db, id)).toMatchObject({ status: "done", attempts: 2, result: "ok" });
  });

  it("the worker loop picks up a job enqueued while it waits", async () => {
    const done = new Promise<string>((resolve) => registerJobHandler<{ word: string }>("test.loop", async ({ word }) => resolve(word)));
    const worker = startWorker(database.db, { pollMs: 60_000 });
    try {
      await enqueueJob(database.db, "test.loop", { word: "hello" });
      expect(await done).toBe("hello");
    } finally {
      await worker.stop();
    }
  });
});
