import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { BillingNoticeKind, BillingNoticeValues } from "../../domain/subscriptions/billing-notice";
import { id } from "./columns";
import { storeOwnedColumns } from "./tenant-columns";

/**
 * What the owner was told about the subscription: shown as notices in the admin shell and mailed once.
 * `key` names the event (subscription, kind and period), so a second worker or a restart adds nothing.
 */
export const billingNotices = pgTable(
  "billing_notices",
  {
    id: id(),
    ...storeOwnedColumns(),
    kind: text().$type<BillingNoticeKind>().notNull(),
    key: text().notNull(),
    values: jsonb().$type<BillingNoticeValues>().notNull(),
    /** when it became due */
    at: timestamp({ withTimezone: true }).notNull(),
    /** when its mail went out; null while the mail job waits */
    mailedAt: timestamp("mailed_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("billing_notices_key").on(table.key), index("billing_notices_store_idx").on(table.storeId, table.at)],
);
