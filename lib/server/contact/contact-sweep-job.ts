// No "server-only" marker: the job worker (npm run worker) loads this outside Next.
import type { Db } from "../../db/types";
import { CONTACT_SWEEP_INTERVAL_MS } from "../../domain/contact";
import { enqueueJob } from "../../jobs/enqueue-job";
import type { JobHandler } from "../../jobs/job-worker";
import { storage } from "../../storage";
import { sweepContactAttachments } from "./sweep-contact-attachments";

export const CONTACT_SWEEP_JOB = "contact.sweep";

/**
 * Queues the sweep of the interval that `at` falls in; the key names that interval, so instances
 * starting together queue it once, and the running sweep can queue the next one.
 */
export function scheduleContactSweep(db: Db, at: Date) {
  const slot = Math.floor(at.getTime() / CONTACT_SWEEP_INTERVAL_MS);
  return enqueueJob(db, CONTACT_SWEEP_JOB, {}, { runAt: at, dedupeKey: `${CONTACT_SWEEP_JOB}:${slot}`, maxAttempts: 3 });
}

/** Queues the next sweep at the start of the following interval (first, so a failed sweep does not end the series), then sweeps. */
export const contactSweepJob: JobHandler = async (_payload, { db }) => {
  const now = new Date();
  const next = (Math.floor(now.getTime() / CONTACT_SWEEP_INTERVAL_MS) + 1) * CONTACT_SWEEP_INTERVAL_MS;
  await scheduleContactSweep(db, new Date(next));
  return { removed: await sweepContactAttachments(db, storage(), now) };
};
