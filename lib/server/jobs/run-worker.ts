import "server-only";
import type { Db } from "../../db/types";
import { env } from "../../env";
import { createJobWorker, type JobWorker } from "../../jobs/job-worker";
import { log } from "../../log";
import { systemClock } from "../context";
import { enqueueJob } from "../../jobs/enqueue-job";
import { ANALYTICS_RETENTION_JOB } from "../analytics/analytics-retention-job";
import { BILLING_NOTICES_JOB } from "../billing/billing-notices-job";
import { CARD_RENEWAL_JOB } from "../billing/card-renewal-job";
import { CONTACT_SWEEP_JOB } from "../contact/contact-sweep-job";
import { DOMAIN_RECHECK_JOB } from "../stores/recheck-custom-domains-job";
import { jobHandlers } from "./job-handlers";

/** The recurring jobs every worker makes sure exist (one row each, whichever worker starts first). */
async function ensureRecurringJobs(db: Db): Promise<void> {
  for (const kind of [DOMAIN_RECHECK_JOB, CONTACT_SWEEP_JOB, BILLING_NOTICES_JOB, CARD_RENEWAL_JOB, ANALYTICS_RETENTION_JOB]) await enqueueJob(db, kind, {}, { dedupeKey: kind, maxAttempts: 50 });
}

const state = ((globalThis as unknown as { cartaWorker?: { worker?: JobWorker } }).cartaWorker ??= {});

/** Starts this process's job worker (once); web instances run it unless WORKER=off, `npm run worker` runs only it. */
export function runJobWorker(db: Db): JobWorker {
  if (!state.worker) {
    // the service's time, so that jobs due on a date (subscription notices) follow the test clock too
    state.worker = createJobWorker({ db, handlers: jobHandlers(), leaseMs: env().JOB_LEASE_SECONDS * 1000, now: () => systemClock.now() });
    state.worker.start();
    ensureRecurringJobs(db).catch((error: unknown) => log.error({ err: error }, "could not queue the recurring jobs"));
    log.info("job worker started");
  }
  return state.worker;
}

export function jobWorkerRunning(): boolean {
  return state.worker !== undefined;
}

/** Tells this process's worker that a job was just queued, so it need not wait for its next poll. */
export function wakeJobWorker(): void {
  state.worker?.wake();
}

export async function stopJobWorker(): Promise<void> {
  await state.worker?.stop();
  state.worker = undefined;
}
