import "server-only";
import { and, eq } from "drizzle-orm";
import { jobs } from "../../db/schema/jobs";
import type { Db } from "../../db/types";
import { NotFoundError, type StoreContext } from "../context";
import { type StoreScope, storeFunction } from "../tenancy/store-function";
import { MENU_EXPORT_JOB, type MenuExportResult } from "./export-job";

/** The store of an export job, read without any access check: only for a wrapper to resolve and check. */
async function unsafeExportJobStoreId(db: Db, jobId: number): Promise<number | null> {
  const [row] = await db.select({ storeId: jobs.storeId }).from(jobs).where(and(eq(jobs.id, jobId), eq(jobs.kind, MENU_EXPORT_JOB))).limit(1);
  return row?.storeId ?? null;
}

export const EXPORT_JOB_OF_INPUT: StoreScope<{ jobId: number }> = { store: (input, db) => unsafeExportJobStoreId(db, input.jobId), access: "store" };

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
