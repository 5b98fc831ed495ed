import "server-only";
import { and, asc, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { stores } from "../../db/schema/stores";
import type { JobContext } from "../../jobs/job-worker";
import { DOMAIN_RECHECK_MS } from "../../sites/domain-proof";
import { unsafeCheckDomainClaim } from "./check-domain-claim";

/** One recurring job (one row, kept by its dedupe key) looks up every claimed domain's proof again. */
export const DOMAIN_RECHECK_JOB = "custom-domains.recheck";

/** How often the recurring job wakes to look for claims due for a check. */
export const DOMAIN_SWEEP_MS = 5 * 60_000;

const BATCH = 50;

/** Checks the claims not checked for DOMAIN_RECHECK_MS (new ones first), then queues itself again. */
export async function recheckCustomDomains(_payload: unknown, { db, now, repeatAt }: JobContext): Promise<{ checked: number }> {
  const started = now();
  const due = await db
    .select({ storeId: stores.id, domain: sql<string>`${stores.customDomain}`, token: stores.customDomainToken })
    .from(stores)
    .where(and(isNotNull(stores.customDomain), or(isNull(stores.customDomainCheckedAt), lt(stores.customDomainCheckedAt, new Date(started.getTime() - DOMAIN_RECHECK_MS)))))
    .orderBy(sql`${stores.customDomainCheckedAt} asc nulls first`, asc(stores.id))
    .limit(BATCH);
  for (const claim of due) await unsafeCheckDomainClaim(db, claim, now());
  repeatAt(new Date(started.getTime() + (due.length === BATCH ? 0 : DOMAIN_SWEEP_MS)));
  return { checked: due.length };
}
