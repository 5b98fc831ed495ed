import "server-only";
import { and, eq } from "drizzle-orm";
import { jobs } from "../../db/schema/jobs";
import type { StoreScope } from "../tenancy/store-function";

/** The store a job of `kind` belongs to, read without any access check: the wrapper resolves and checks it. */
export function jobStoreScope(kind: string): StoreScope<{ jobId: number }> {
  return {
    store: async ({ jobId }, db) => {
      const [row] = await db.select({ storeId: jobs.storeId }).from(jobs).where(and(eq(jobs.id, jobId), eq(jobs.kind, kind))).limit(1);
      return row?.storeId ?? null;
    },
    access: "store",
  };
}
