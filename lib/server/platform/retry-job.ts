import "server-only";
import { and, eq } from "drizzle-orm";
import { jobs } from "../../db/schema/jobs";
import { NotFoundError, type ServerContext } from "../context";
import { wakeJobWorker } from "../jobs/run-worker";

/** Puts a failed job back in the queue, due now with a fresh round of attempts; anyone but the platform administrator is refused as not found. */
export async function retryJob(ctx: ServerContext, input: { jobId: number }): Promise<{ jobId: number }> {
  if (ctx.actor.role !== "administrator") throw new NotFoundError();
  const [row] = await ctx.db
    .update(jobs)
    .set({ status: "queued", attempts: 0, runAt: ctx.clock.now(), lockedUntil: null, lockedBy: null })
    .where(and(eq(jobs.id, input.jobId), eq(jobs.status, "failed")))
    .returning({ id: jobs.id });
  if (!row) throw new NotFoundError();
  wakeJobWorker();
  return { jobId: row.id };
}
