import { index, integer, jsonb, pgEnum, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";

export const jobStatus = pgEnum("job_status", ["queued", "running", "done", "failed"]);

/** A unit of background work (mail, export, translation) run by the worker loop; survives restarts. */
export const jobs = pgTable(
  "jobs",
  {
    id: id(),
    kind: text().notNull(),
    payload: jsonb().notNull().default({}),
    status: jobStatus().notNull().default("queued"),
    attempts: integer().notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(5),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    result: jsonb(),
    ...timestamps,
  },
  (table) => [index("jobs_status_run_at_idx").on(table.status, table.runAt), index("jobs_kind_idx").on(table.kind)],
);
