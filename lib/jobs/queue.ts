import { and, eq, sql } from "drizzle-orm";
import { jobs } from "../db/schema";
import type { Db } from "../db/types";

export type JobStatus = "queued" | "running" | "done" | "failed";

export interface Job<P = unknown> {
  id: number;
  kind: string;
  payload: P;
  status: JobStatus;
  attempts: number;
  maxAttempts: number;
  runAt: Date;
  lockedUntil: Date | null;
  lastError: string | null;
  result: unknown;
}

export interface EnqueueOptions {
  /** Not before this moment; now when omitted. */
  runAt?: Date;
  /** Tries before the job is marked failed (default 5). */
  maxAttempts?: number;
}

/** How long a claimed job stays locked; a worker that dies frees its job after this. */
export const DEFAULT_LOCK_MS = 5 * 60_000;

/** Delay before try number `attempts + 1`: 10 s, 40 s, 90 s, … capped at one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(3_600_000, 10_000 * attempts * attempts);
}

/** Adds a job; it runs in the worker loop once `runAt` has come. Usable inside a transaction. */
export async function enqueueJob<P>(db: Db, kind: string, payload: P, options: EnqueueOptions = {}): Promise<number> {
  const [row] = await db
    .insert(jobs)
    .values({
      kind,
      payload: payload as object,
      ...(options.runAt ? { runAt: options.runAt } : {}),
      ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
    })
    .returning({ id: jobs.id });
  notifyEnqueued();
  return row!.id;
}

export async function getJob(db: Db, id: number): Promise<Job | null> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return (row as Job | undefined) ?? null;
}

interface ClaimedRow {
  id: number;
  kind: string;
  payload: unknown;
  status: JobStatus;
  attempts: number;
  max_attempts: number;
  run_at: Date | string;
  locked_until: Date | string | null;
  last_error: string | null;
  result: unknown;
}

function toJob(row: ClaimedRow): Job {
  return {
    id: row.id,
    kind: row.kind,
    payload: row.payload,
    status: row.status,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    runAt: new Date(row.run_at),
    lockedUntil: row.locked_until ? new Date(row.locked_until) : null,
    lastError: row.last_error,
    result: row.result,
  };
}

/**
 * Takes the next due job of one of `kinds` (every kind when omitted) and marks it running.
 * `FOR UPDATE SKIP LOCKED` lets several workers claim at once without taking the same job;
 * a running job whose lock expired (its worker died) is due again.
 */
export async function claimJob(db: Db, options: { kinds?: string[]; lockMs?: number } = {}): Promise<Job | null> {
  const lockMs = options.lockMs ?? DEFAULT_LOCK_MS;
  const kindFilter =
    options.kinds && options.kinds.length > 0
      ? sql`and kind in (${sql.join(
          options.kinds.map((kind) => sql`${kind}`),
          sql`, `,
        )})`
      : sql``;
  const result = await db.execute(sql`
    update jobs set status = 'running', attempts = attempts + 1,
      locked_until = now() + (${lockMs} * interval '1 millisecond'), updated_at = now()
    where id = (
      select id from jobs
      where ((status = 'queued' and run_at <= now()) or (status = 'running' and locked_until < now())) ${kindFilter}
      order by run_at, id
      limit 1
      for update skip locked
    )
    returning id, kind, payload, status, attempts, max_attempts, run_at, locked_until, last_error, result`);
  const rows = (result as unknown as { rows: ClaimedRow[] }).rows;
  const [row] = rows;
  return row ? toJob(row) : null;
}

export async function completeJob(db: Db, job: Job, result: unknown): Promise<void> {
  await db
    .update(jobs)
    .set({ status: "done", result: (result ?? null) as object | null, lockedUntil: null, lastError: null })
    .where(and(eq(jobs.id, job.id), eq(jobs.status, "running")));
}

/** Records a failed try: the job is queued again after a back-off, or marked failed after its last try. */
export async function failJob(db: Db, job: Job, error: unknown, now = new Date()): Promise<"queued" | "failed"> {
  const message = error instanceof Error ? error.message : String(error);
  const final = job.attempts >= job.maxAttempts || error instanceof PermanentJobError;
  await db
    .update(jobs)
    .set(
      final
        ? { status: "failed", lockedUntil: null, lastError: message }
        : { status: "queued", lockedUntil: null, lastError: message, runAt: new Date(now.getTime() + retryDelayMs(job.attempts)) },
    )
    .where(and(eq(jobs.id, job.id), eq(jobs.status, "running")));
  return final ? "failed" : "queued";
}

/** Thrown by a handler when trying again cannot help: the job is marked failed at once. */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PermanentJobError";
  }
}

type Wake = () => void;
const wakers = ((globalThis as unknown as { cartaJobWakers?: Set<Wake> }).cartaJobWakers ??= new Set());

/** Lets the worker loops of this process pick a new job up at once rather than at the next poll. */
export function notifyEnqueued(): void {
  for (const wake of wakers) wake();
}

export function onEnqueued(wake: Wake): () => void {
  wakers.add(wake);
  return () => wakers.delete(wake);
}
