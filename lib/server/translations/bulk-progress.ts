import "server-only";
import { and, count, eq, inArray } from "drizzle-orm";
import { jobs } from "../../db/schema/jobs";
import type { BulkProgress } from "../../schemas/translations";
import type { StoreContext } from "../context";
import { STORE_OF_INPUT, storeFunction } from "../tenancy/store-function";
import { TRANSLATE_TEXT_JOB } from "./translate-text-job";

/** How far a bulk translation has come: of its translation jobs in the store, how many wait, run, are done or failed. */
export const bulkProgress = storeFunction(STORE_OF_INPUT, async (ctx: StoreContext, input: BulkProgress): Promise<Record<"queued" | "running" | "done" | "failed", number>> => {
  const counts = { queued: 0, running: 0, done: 0, failed: 0 };
  if (input.jobs.length === 0) return counts;
  const rows = await ctx.db
    .select({ status: jobs.status, count: count() })
    .from(jobs)
    .where(and(inArray(jobs.id, input.jobs), eq(jobs.storeId, ctx.store.id), eq(jobs.companyId, ctx.store.companyId), eq(jobs.kind, TRANSLATE_TEXT_JOB)))
    .groupBy(jobs.status);
  for (const row of rows) counts[row.status] += row.count;
  return counts;
});
