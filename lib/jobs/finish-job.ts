import { and, eq } from "drizzle-orm";
import { jobs } from "../db/schema/jobs";
import type { Db } from "../db/types";
import { metrics } from "../metrics/registry";
import type { JobRow } from "./claim-job";
import { retryDelayMs } from "./retry-delay";

const held = (job: JobRow, worker: string) => and(eq(jobs.id, job.id), eq(jobs.status, "running"), eq(jobs.lockedBy, worker));

/** Marks a job done with its result; a job this worker no longer holds is left alone. */
export async function completeJob(db: Db, job: JobRow, worker: string, result: unknown, now: Date): Promise<void> {
  await db.update(jobs).set({ status: "done", result: result ?? null, progress: 100, lockedUntil: null, lastError: null, updatedAt: now }).where(held(job, worker));
}

/** Puts a recurring job that ran well back in the queue for its next run at `runAt`, with its attempts counted afresh. */
export async function repeatJob(db: Db, job: JobRow, worker: string, result: unknown, runAt: Date, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ status: "queued", runAt, attempts: 0, result: result ?? null, progress: 0, lockedUntil: null, lockedBy: null, lastError: null, updatedAt: now })
    .where(held(job, worker));
}

/** Puts a failed job back in the queue for a later attempt, or marks it failed when its attempts are spent. */
export async function failJob(db: Db, job: JobRow, worker: string, error: unknown, now: Date, { retry = true }: { retry?: boolean } = {}): Promise<"retry" | "failed"> {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
  const outcome = retry && job.attempts < job.maxAttempts ? "retry" : "failed";
  await db
    .update(jobs)
    .set(
      outcome === "retry"
        ? { status: "queued", runAt: new Date(now.getTime() + retryDelayMs(job.attempts)), lockedUntil: null, lockedBy: null, lastError: message, updatedAt: now }
        : { status: "failed", lockedUntil: null, lastError: message, updatedAt: now },
    )
    .where(held(job, worker));
  metrics().jobFailures.inc({ kind: job.kind, outcome });
  return outcome;
}

/** Records how far a running job got (0–100), for the screens that show it. */
export async function reportProgress(db: Db, job: JobRow, worker: string, percent: number): Promise<void> {
  await db.update(jobs).set({ progress: Math.max(0, Math.min(100, Math.round(percent))) }).where(held(job, worker));
}

/** Keeps a long job held by this worker until `until`. */
export async function extendLease(db: Db, job: JobRow, worker: string, until: Date): Promise<void> {
  await db.update(jobs).set({ lockedUntil: until }).where(held(job, worker));
}
