import "server-only";
import { and, eq, gte, sql } from "drizzle-orm";
import { jobs } from "../../db/schema/jobs";
import type { StoreContext } from "../context";
import { STORE_OF_INPUT, storeFunction } from "../tenancy/store-function";
import { TRANSLATE_TEXT_JOB } from "./translate-text-job";

/** Characters of the store's texts sent to the translation engine this month (UTC), and those the translation memory gave without it. */
export const translationUsage = storeFunction(STORE_OF_INPUT, async (ctx: StoreContext): Promise<{ sentCharacters: number; savedCharacters: number }> => {
  const now = ctx.clock.now();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const total = (key: string) => sql<string>`coalesce(sum((${jobs.result} ->> ${key})::integer), 0)`;
  const [row] = await ctx.db
    .select({ sent: total("sentCharacters"), saved: total("savedCharacters") })
    .from(jobs)
    .where(and(eq(jobs.storeId, ctx.store.id), eq(jobs.companyId, ctx.store.companyId), eq(jobs.kind, TRANSLATE_TEXT_JOB), eq(jobs.status, "done"), gte(jobs.updatedAt, monthStart)));
  return { sentCharacters: Number(row?.sent ?? 0), savedCharacters: Number(row?.saved ?? 0) };
});
