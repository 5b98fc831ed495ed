import "server-only";
import { eq, sql } from "drizzle-orm";
import { billingNotices } from "../../db/schema/billing-notices";
import type { Db } from "../../db/types";
import type { BillingNoticeValues } from "../../domain/subscriptions/billing-notice";

/**
 * Adds to a notice recorded in the same transaction the saved card a renewal is charged to (and when), so the
 * notice and its mail speak of the card instead of a bank transfer. Its mail is not sent before the transaction ends.
 */
export async function noteRenewalCard(tx: Db, noticeKey: string, values: Required<Pick<BillingNoticeValues, "card">> & Pick<BillingNoticeValues, "date">): Promise<void> {
  await tx
    .update(billingNotices)
    .set({ values: sql`${billingNotices.values} || ${JSON.stringify(values)}::jsonb` })
    .where(eq(billingNotices.key, noticeKey));
}
