import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { jobs } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { runJobWorker, stopJobWorker } from "@/lib/server/jobs/run-worker";
import { engines } from "../support/engines";

// Set before anything reads the settings (lib/env.ts keeps them once read).
process.env.JOB_LEASE_SECONDS = "7";
const finish: (() => void)[] = [];
vi.mock("@/lib/server/jobs/job-handlers", () => ({
  jobHandlers: () => ({ "test.hold": () => new Promise<void>((resolve) => finish.push(resolve)) }),
}));

describe.each(engines())("the service's job worker on $engine", ({ create }) => {
  let database: Database;
  beforeAll(async () => {
    database = await create();
  });
  afterAll(async () => {
    finish.forEach((resolve) => resolve());
    await stopJobWorker();
    delete process.env.JOB_LEASE_SECONDS;
    await database?.close();
  });

  it("holds a job for JOB_LEASE_SECONDS", async () => {
    const { id } = await enqueueJob(database.db, "test.hold", {});
    const before = Date.now();
    runJobWorker(database.db);
    const row = await vi.waitFor(async () => {
      const [job] = await database.db.select().from(jobs).where(eq(jobs.id, id));
      expect(job?.status).toBe("running");
      return job!;
    });
    const held = row.lockedUntil!.getTime() - before;
    expect(held).toBeGreaterThanOrEqual(7000);
    expect(held).toBeLessThan(7000 + (Date.now() - before) + 1000);
    finish.splice(0).forEach((resolve) => resolve());
    await vi.waitFor(async () => {
      const [job] = await database.db.select().from(jobs).where(eq(jobs.id, id));
      expect(job?.status).toBe("done");
    });
    await stopJobWorker();
  });
});
