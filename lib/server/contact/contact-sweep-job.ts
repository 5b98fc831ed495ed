// No "server-only" marker: the job worker (npm run worker) loads this outside Next.
import "server-only";
import { CONTACT_SWEEP_INTERVAL_MS } from "../../domain/contact";
import type { JobHandler } from "../../jobs/job-worker";
import { storage } from "../../storage";
import { sweepContactAttachments } from "./sweep-contact-attachments";

/** One recurring job (one row, kept by its dedupe key) removes the attachment files no message names. */
export const CONTACT_SWEEP_JOB = "contact.sweep";

export const contactSweepJob: JobHandler = async (_payload, { db, now, repeatAt }) => {
  const started = now();
  repeatAt(new Date(started.getTime() + CONTACT_SWEEP_INTERVAL_MS));
  return { removed: await sweepContactAttachments(db, storage(), started) };
};
