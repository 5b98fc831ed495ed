import { and, eq, inArray } from "drizzle-orm";
import { jobs } from "../db/schema/jobs";
import type { Db } from "../db/types";
import { enqueueJobs } from "./enqueue-jobs";

export interface EnqueueOptions {
  runAt?: Date;
  maxAttempts?: number;
  /** at most one waiting or running job per key: a second enqueue returns the first's id */
  dedupeKey?: string;
  companyId?: number;
  storeId?: number;
}

/** Queues a job of `kind`; call it inside the transaction that makes the change the job follows, so both commit or neither. */
export async function enqueueJob(db: Db, kind: string, payload: unknown, options: EnqueueOptions = {}): Promise<{ id: number; created: boolean }> {
  const [row] = await enqueueJobs(db, kind, [{ payload, options }]);
  if (row) return { id: row.id, created: true };
  const [waiting] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.dedupeKey, options.dedupeKey ?? ""), inArray(jobs.status, ["queued", "running"])))
    .limit(1);
  if (!waiting) return enqueueJob(db, kind, payload, options);
  return { id: waiting.id, created: false };
}
