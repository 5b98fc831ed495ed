import { sql } from "drizzle-orm";
import { jobs } from "../db/schema/jobs";
import { statementChunks } from "../db/statement-chunks";
import type { Db } from "../db/types";
import type { EnqueueOptions } from "./enqueue-job";

/**
 * Queues jobs of `kind`, a statement per thousand; one whose dedupe key has a job waiting or running already
 * is left out. Answers the ids of those it queued, each with its dedupe key.
 */
export async function enqueueJobs(db: Db, kind: string, list: readonly { payload: unknown; options?: EnqueueOptions }[]): Promise<{ id: number; dedupeKey: string | null }[]> {
  const queued: { id: number; dedupeKey: string | null }[] = [];
  const runAt = new Date();
  for (const chunk of statementChunks(list)) {
    const values = chunk.map(({ payload, options = {} }) => ({
      kind,
      payload,
      runAt: options.runAt ?? runAt,
      maxAttempts: options.maxAttempts ?? 5,
      dedupeKey: options.dedupeKey ?? null,
      companyId: options.companyId ?? null,
      storeId: options.storeId ?? null,
    }));
    queued.push(
      ...(await db
        .insert(jobs)
        .values(values)
        .onConflictDoNothing({ target: jobs.dedupeKey, where: sql`${jobs.status} in ('queued', 'running')` })
        .returning({ id: jobs.id, dedupeKey: jobs.dedupeKey })),
    );
  }
  return queued;
}
