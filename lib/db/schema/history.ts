import { index, integer, jsonb, pgEnum, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { id } from "./columns";
import { companies } from "./companies";

export const historyEvent = pgEnum("history_event", ["create", "update", "destroy"]);

/** Every change a user makes, written in the same transaction as the change itself. */
export const actionHistory = pgTable(
  "action_history",
  {
    id: id(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    storeId: integer("store_id"),
    userId: integer("user_id"),
    event: historyEvent().notNull(),
    /** category, item, portion, promotion, promotion_category, translation, setting, store, user, table, … */
    objectType: text("object_type").notNull(),
    objectId: integer("object_id"),
    before: jsonb(),
    after: jsonb(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("action_history_company_idx").on(table.companyId, table.createdAt),
    index("action_history_object_idx").on(table.objectType, table.objectId),
  ],
);
