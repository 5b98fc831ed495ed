import "server-only";
import { asc } from "drizzle-orm";
import { stores } from "../../db/schema/stores";
import type { Db } from "../../db/types";
import { dueBillingNotices } from "../../domain/subscriptions/billing-notice";
import type { JobHandler } from "../../jobs/job-worker";
import { settleSubscriptions } from "../subscriptions/settle-subscriptions";
import { recordBillingNotice } from "./record-billing-notice";

/** One recurring job (one row, kept by its dedupe key) tells owners their period ends or their menu closed. */
export const BILLING_NOTICES_JOB = "billing.notices";

/** The longest the job sleeps: a plan bought or changed meanwhile is looked at within this time. */
export const BILLING_NOTICES_MAX_SLEEP_MS = 60 * 60_000;

/**
 * Settles every store's timeline at the worker's time and records the notices due, whether or not anyone
 * opened the admin panel; wakes again when the earliest next notice falls due (within the hour).
 */
export const billingNoticesJob: JobHandler = async (_payload, { db, now, repeatAt }) => {
  const started = now();
  let wake = new Date(started.getTime() + BILLING_NOTICES_MAX_SLEEP_MS);
  let recorded = 0;
  for (const { id } of await db.select({ id: stores.id }).from(stores).orderBy(asc(stores.id))) {
    const { store, plans, rows, state } = await settleSubscriptions({ db, clock: { now: () => started } }, id);
    const { due, next } = dueBillingNotices(rows, state, plans, started, store.timezone);
    if (due.length > 0) recorded += await recordAll(db, store, due);
    if (next && next < wake) wake = next;
  }
  repeatAt(wake);
  return { recorded };
};

async function recordAll(db: Db, store: { id: number; companyId: number }, due: Parameters<typeof recordBillingNotice>[2][]): Promise<number> {
  return db.transaction(async (transaction) => {
    let count = 0;
    for (const notice of due) if (await recordBillingNotice(transaction as unknown as Db, store, notice)) count += 1;
    return count;
  });
}
