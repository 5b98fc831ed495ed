import "server-only";
import { and, eq } from "drizzle-orm";
import { jobs } from "../../db/schema/jobs";
import { NotFoundError, type StoreContext } from "../context";
import { jobStoreScope } from "../jobs/job-store-scope";
import { storeFunction } from "../tenancy/store-function";
import { MENU_IMPORT_JOB, ZMenuImportJobPayload } from "./import-job";
import type { ImportReport } from "./import-report";

export const IMPORT_JOB_OF_INPUT = jobStoreScope(MENU_IMPORT_JOB);

export interface MenuImportJobStatus {
  state: "queued" | "running" | "done" | "failed";
  /** the file's data rows, and how many of them the job has got through */
  progress: { done: number; total: number };
  /** whether the job only says what the import would do */
  dryRun: boolean;
  /** what the import did or would do (done only) */
  report: ImportReport | null;
  /** why it failed (failed only): the refusal's key when the file was refused */
  error: string | null;
}

/** How far a menu import of this store has got, and its report once done. */
export const menuImportJobStatus = storeFunction(IMPORT_JOB_OF_INPUT, async (ctx: StoreContext, input: { jobId: number }): Promise<MenuImportJobStatus> => {
  const [job] = await ctx.db
    .select({ status: jobs.status, progress: jobs.progress, payload: jobs.payload, result: jobs.result, lastError: jobs.lastError })
    .from(jobs)
    .where(and(eq(jobs.id, input.jobId), eq(jobs.storeId, ctx.store.id), eq(jobs.kind, MENU_IMPORT_JOB)))
    .limit(1);
  const payload = ZMenuImportJobPayload.safeParse(job?.payload).data;
  if (!job || !payload) throw new NotFoundError();
  const total = payload.rows;
  return {
    state: job.status,
    progress: { done: job.status === "done" ? total : Math.floor((total * job.progress) / 100), total },
    dryRun: payload.dryRun,
    report: job.status === "done" ? (job.result as ImportReport) : null,
    error: job.status === "failed" ? (job.lastError ?? "") : null,
  };
});
