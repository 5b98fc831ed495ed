import { and, asc, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import { jobs } from "../db/schema/jobs";
import type { Db } from "../db/types";

export type JobRow = typeof jobs.$inferSelect;

/**
 * Takes the next due job for `worker` until `leaseMs` from `now`: a queued one whose time has come, or
 * a running one whose holder's lease ran out (it died). Concurrent workers skip each other's rows.
 */
export async function claimJob(db: Db, { worker, now, leaseMs, kinds }: { worker: string; now: Date; leaseMs: number; kinds: readonly string[] }): Promise<JobRow | null> {
  if (kinds.length === 0) return null;
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, [...kinds]),
        or(and(eq(jobs.status, "queued"), lte(jobs.runAt, now)), and(eq(jobs.status, "running"), lt(jobs.lockedUntil, now))),
      ),
    )
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(1)
    .for("update", { skipLocked: true });
  const [job] = await db
    .update(jobs)
    .set({ status: "running", lockedBy: worker, lockedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${jobs.attempts} + 1`, updatedAt: now })
    .where(inArray(jobs.id, due))
    .returning();
  return job ?? null;
}
