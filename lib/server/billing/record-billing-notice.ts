import "server-only";
import { billingNotices } from "../../db/schema/billing-notices";
import type { Db } from "../../db/types";
import type { DueNotice } from "../../domain/subscriptions/billing-notice";
import { enqueueJob } from "../../jobs/enqueue-job";

export const BILLING_NOTICE_MAIL_JOB = "billing.notice-mail";

/**
 * Records a notice for the store and queues its mail, in the caller's transaction. A notice whose key exists
 * already (another worker, a rerun) adds nothing and queues nothing.
 */
export async function recordBillingNotice(db: Db, store: { id: number; companyId: number }, notice: DueNotice): Promise<boolean> {
  const [row] = await db
    .insert(billingNotices)
    .values({ companyId: store.companyId, storeId: store.id, kind: notice.kind, key: notice.key, values: notice.values, at: notice.at })
    .onConflictDoNothing({ target: billingNotices.key })
    .returning({ id: billingNotices.id });
  if (!row) return false;
  await enqueueJob(db, BILLING_NOTICE_MAIL_JOB, { noticeId: row.id }, { dedupeKey: `${BILLING_NOTICE_MAIL_JOB}:${row.id}`, companyId: store.companyId, storeId: store.id, maxAttempts: 10 });
  return true;
}
