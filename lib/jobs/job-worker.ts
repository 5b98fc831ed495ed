import { randomUUID } from "node:crypto";
import type { Db } from "../db/types";
import { log } from "../log";
import { claimJob, type JobRow } from "./claim-job";
import { completeJob, extendLease, failJob, repeatJob, reportProgress } from "./finish-job";

export interface JobContext {
  db: Db;
  job: JobRow;
  /** records how far the job got (0–100) */
  progress: (percent: number) => Promise<void>;
  /** the worker's time */
  now: () => Date;
  /** makes this a recurring job: once it succeeds it is queued again to run at `at` instead of being done */
  repeatAt: (at: Date) => void;
}

/** A handler's refusal that another attempt cannot fix (bad payload, deleted target): the job fails at once. */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PermanentJobError";
  }
}

export type JobHandler = (payload: unknown, context: JobContext) => Promise<unknown>;

export interface WorkerOptions {
  db: Db;
  handlers: Readonly<Record<string, JobHandler>>;
  /** how long to wait when nothing is due */
  pollMs?: number;
  /** how long a claimed job is held before another worker may take it over; renewed while it runs */
  leaseMs?: number;
  now?: () => Date;
  name?: string;
}

export interface JobWorker {
  /** runs the next due job, if any; true when one ran */
  runOnce: () => Promise<boolean>;
  /** starts looping until `stop` */
  start: () => void;
  /** ends the loop after the job in hand */
  stop: () => Promise<void>;
  /** checks for due jobs now instead of at the next poll */
  wake: () => void;
}

/** A worker that runs the jobs of the kinds it has handlers for, one at a time, each exactly once across workers. */
export function createJobWorker({ db, handlers, pollMs = 1000, leaseMs = 60_000, now = () => new Date(), name = `worker-${randomUUID().slice(0, 8)}` }: WorkerOptions): JobWorker {
  const kinds = Object.keys(handlers);
  let running = false;
  let loop: Promise<void> | null = null;
  let wakeUp: (() => void) | null = null;

  async function runOnce(): Promise<boolean> {
    const job = await claimJob(db, { worker: name, now: now(), leaseMs, kinds });
    if (!job) return false;
    const renew = setInterval(() => {
      void extendLease(db, job, name, new Date(now().getTime() + leaseMs)).catch(() => undefined);
    }, Math.max(1000, leaseMs / 3));
    let again = null as Date | null;
    try {
      const result = await handlers[job.kind]!(job.payload, {
        db,
        job,
        progress: (percent) => reportProgress(db, job, name, percent),
        now,
        repeatAt: (at) => (again = at),
      });
      if (again) await repeatJob(db, job, name, result, again, now());
      else await completeJob(db, job, name, result, now());
    } catch (error) {
      const outcome = await failJob(db, job, name, error, now(), { retry: !(error instanceof PermanentJobError) });
      log.warn({ job: job.id, kind: job.kind, attempt: job.attempts, outcome, err: error }, "job failed");
    } finally {
      clearInterval(renew);
    }
    return true;
  }

  const pause = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, pollMs);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  return {
    runOnce,
    start() {
      if (running) return;
      running = true;
      loop = (async () => {
        while (running) {
          const ran = await runOnce().catch((error: unknown) => {
            log.error({ err: error }, "job worker could not claim a job");
            return false;
          });
          if (!ran && running) await pause();
        }
      })();
    },
    async stop() {
      running = false;
      wakeUp?.();
      await loop;
    },
    wake() {
      wakeUp?.();
    },
  };
}
