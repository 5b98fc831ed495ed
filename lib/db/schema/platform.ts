import { index, integer, numeric, pgTable, timestamp } from "drizzle-orm/pg-core";
import { id } from "./columns";
import { billingCurrency } from "./enums";
import { planKey, plans } from "./subscriptions";
import { users } from "./users";

/** Every change of a plan's price made in the operator's console: who, when, from what to what. */
export const planPriceChanges = pgTable(
  "plan_price_changes",
  {
    id: id(),
    planKey: planKey("plan_key")
      .notNull()
      .references(() => plans.key, { onDelete: "cascade" }),
    currency: billingCurrency("currency").notNull(),
    /** null: the plan had no price in this currency */
    before: numeric({ precision: 12, scale: 2 }),
    after: numeric({ precision: 12, scale: 2 }).notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("plan_price_changes_created_idx").on(table.createdAt)],
);
