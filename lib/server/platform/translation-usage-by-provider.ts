import "server-only";
import { and, desc, eq, gte, sql } from "drizzle-orm";
import { jobs } from "../../db/schema/jobs";
import { NotFoundError, type ServerContext } from "../context";
import { TRANSLATE_TEXT_JOB } from "../translations/translate-text-job";

const MONTHS = 12;

/**
 * Characters sent to the translation engines by every company, per provider and month (UTC), the latest
 * twelve months first; `provider` is null for translations done before the provider was recorded.
 * Anyone but the platform administrator is refused as not found.
 */
export async function translationUsageByProvider(ctx: ServerContext) {
  if (ctx.actor.role !== "administrator") throw new NotFoundError();
  const now = ctx.clock.now();
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (MONTHS - 1), 1));
  const month = sql<string>`to_char(date_trunc('month', ${jobs.updatedAt} at time zone 'UTC'), 'YYYY-MM')`;
  const provider = sql<string | null>`${jobs.result} ->> 'provider'`;
  const rows = await ctx.db
    .select({
      month,
      provider,
      sent: sql<string>`coalesce(sum((${jobs.result} ->> 'sentCharacters')::integer), 0)`,
      saved: sql<string>`coalesce(sum((${jobs.result} ->> 'savedCharacters')::integer), 0)`,
    })
    .from(jobs)
    .where(and(eq(jobs.kind, TRANSLATE_TEXT_JOB), eq(jobs.status, "done"), gte(jobs.updatedAt, since)))
    .groupBy(month, provider)
    .orderBy(desc(month), provider);
  return rows.map((row) => ({ month: row.month, provider: row.provider, sentCharacters: Number(row.sent), savedCharacters: Number(row.saved) }));
}
