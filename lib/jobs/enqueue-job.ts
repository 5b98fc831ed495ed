import { and, eq, inArray, sql } from "drizzle-orm";
import { jobs } from "../db/schema/jobs";
import type { Db } from "../db/types";

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
  const values = {
    kind,
    payload,
    runAt: options.runAt ?? new Date(),
    maxAttempts: options.maxAttempts ?? 5,
    dedupeKey: options.dedupeKey ?? null,
    companyId: options.companyId ?? null,
    storeId: options.storeId ?? null,
  };
  const [row] = await db
    .insert(jobs)
    .values(values)
    .onConflictDoNothing({ target: jobs.dedupeKey, where: sql`${jobs.status} in ('queued', 'running')` })
    .returning({ id: jobs.id });
  if (row) return { id: row.id, created: true };
  const [waiting] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.dedupeKey, options.dedupeKey ?? ""), inArray(jobs.status, ["queued", "running"])))
    .limit(1);
  if (!waiting) return enqueueJob(db, kind, payload, options);
  return { id: waiting.id, created: false };
}
