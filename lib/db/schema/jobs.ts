import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";
import { jobStatus } from "./enums";

/**
 * Durable background work (translations, exports, mail retries). A worker claims a due row with
 * `FOR UPDATE SKIP LOCKED` and holds it until `lockedUntil`; a row whose holder died is claimed again
 * once that lease has passed. `dedupeKey` keeps one waiting or running job per key.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: id(),
    kind: text().notNull(),
    payload: jsonb().$type<unknown>().notNull(),
    status: jobStatus().notNull().default("queued"),
    attempts: integer().notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(5),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lockedBy: text("locked_by"),
    lastError: text("last_error"),
    progress: integer().notNull().default(0),
    result: jsonb().$type<unknown>(),
    dedupeKey: text("dedupe_key"),
    companyId: integer("company_id"),
    storeId: integer("store_id"),
    ...timestamps,
  },
  (table) => [
    index("jobs_due_idx").on(table.status, table.runAt),
    uniqueIndex("jobs_dedupe_key").on(table.dedupeKey).where(sql`${table.status} in ('queued', 'running')`),
    index("jobs_store_idx").on(table.storeId, table.kind),
  ],
);
