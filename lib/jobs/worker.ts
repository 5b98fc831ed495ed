import { log } from "../log";
import type { Db } from "../db/types";
import { claimJob, completeJob, failJob, onEnqueued, PermanentJobError, type Job } from "./queue";
import { jobHandler, registeredKinds } from "./registry";

export interface RunOutcome {
  job: Job;
  status: "done" | "queued" | "failed";
}

/** Claims one due job of a registered kind and runs it; null when nothing is due. */
export async function runNextJob(db: Db, options: { kinds?: string[]; lockMs?: number } = {}): Promise<RunOutcome | null> {
  const kinds = options.kinds ?? registeredKinds();
  if (kinds.length === 0) return null;
  const job = await claimJob(db, { kinds, lockMs: options.lockMs });
  if (!job) return null;
  const handler = jobHandler(job.kind);
  try {
    if (!handler) throw new PermanentJobError(`No handler for job kind "${job.kind}"`);
    const result = await handler(job.payload, { db, job });
    await completeJob(db, job, result);
    log.info({ jobId: job.id, kind: job.kind, attempts: job.attempts }, "job done");
    return { job, status: "done" };
  } catch (error) {
    const status = await failJob(db, job, error);
    log[status === "failed" ? "error" : "warn"](
      { jobId: job.id, kind: job.kind, attempts: job.attempts, err: error },
      status === "failed" ? "job failed" : "job will be retried",
    );
    return { job, status };
  }
}

/** Runs due jobs until none is left; returns how many ran. */
export async function runDueJobs(db: Db, options: { kinds?: string[]; limit?: number } = {}): Promise<number> {
  let count = 0;
  while (count < (options.limit ?? 1000)) {
    const outcome = await runNextJob(db, options);
    if (!outcome) break;
    count += 1;
  }
  return count;
}

export interface WorkerHandle {
  stop(): Promise<void>;
}

/** The worker loop: runs due jobs, then waits for the poll interval or a new job of this process. */
export function startWorker(db: Db, options: { pollMs?: number } = {}): WorkerHandle {
  const pollMs = options.pollMs ?? 2_000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let wakeUp: (() => void) | undefined;
  // A job enqueued during a pass must not wait for the next poll.
  let woken = false;
  const offEnqueued = onEnqueued(() => {
    woken = true;
    wakeUp?.();
  });
  const loop = (async () => {
    while (!stopped) {
      woken = false;
      try {
        await runDueJobs(db);
      } catch (error) {
        log.warn({ err: error }, "job worker pass failed");
      }
      if (stopped) break;
      if (woken) continue;
      await new Promise<void>((resolve) => {
        wakeUp = resolve;
        timer = setTimeout(resolve, pollMs);
        timer.unref?.();
      });
      wakeUp = undefined;
    }
  })();
  log.info({ pollMs }, "job worker started");
  return {
    async stop() {
      stopped = true;
      offEnqueued();
      if (timer) clearTimeout(timer);
      wakeUp?.();
      await loop;
    },
  };
}
