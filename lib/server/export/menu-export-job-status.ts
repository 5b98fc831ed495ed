import "server-only";
import { and, eq } from "drizzle-orm";
import { jobs } from "../../db/schema/jobs";
import { NotFoundError, type StoreContext } from "../context";
import { jobStoreScope } from "../jobs/job-store-scope";
import { storeFunction } from "../tenancy/store-function";
import { MENU_EXPORT_JOB, type MenuExportResult } from "./export-job";

export const EXPORT_JOB_OF_INPUT = jobStoreScope(MENU_EXPORT_JOB);

export interface MenuExportStatus {
  status: "queued" | "running" | "done" | "failed";
  progress: number;
  /** the finished file (done only) */
  file: MenuExportResult | null;
}

/** How far a menu export of this store has got, and its file once done. */
export const menuExportJobStatus = storeFunction(EXPORT_JOB_OF_INPUT, async (ctx: StoreContext, input: { jobId: number }): Promise<MenuExportStatus> => {
  const [job] = await ctx.db
    .select({ status: jobs.status, progress: jobs.progress, result: jobs.result })
    .from(jobs)
    .where(and(eq(jobs.id, input.jobId), eq(jobs.storeId, ctx.store.id), eq(jobs.kind, MENU_EXPORT_JOB)))
    .limit(1);
  if (!job) throw new NotFoundError();
  return { status: job.status, progress: job.progress, file: job.status === "done" ? (job.result as MenuExportResult) : null };
});
