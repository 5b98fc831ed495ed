// No "server-only" marker: the job worker (npm run worker) loads this outside Next.
import "server-only";
import { lt } from "drizzle-orm";
import { retentionCutoff } from "../../analytics/retention-cutoff";
import { analyticsCounts } from "../../db/schema/analytics";
import type { JobHandler } from "../../jobs/job-worker";

/** One recurring job (one row, kept by its dedupe key) drops the counts older than the 13 months kept, once a day. */
export const ANALYTICS_RETENTION_JOB = "analytics.retention";

const DAY_MS = 86_400_000;

export const analyticsRetentionJob: JobHandler = async (_payload, { db, now, repeatAt }) => {
  const started = now();
  repeatAt(new Date(started.getTime() + DAY_MS));
  const dropped = await db.delete(analyticsCounts).where(lt(analyticsCounts.day, retentionCutoff(started))).returning({ day: analyticsCounts.day });
  return { dropped: dropped.length };
};
