import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { PLAN_KEYS, STEP_STATUSES, SUBSCRIPTION_EVENTS } from "../../domain/subscriptions/plan-keys";
import { id } from "./columns";
import { billingCurrency } from "./enums";
import { storeOwnedColumns } from "./tenant-columns";

export const planKey = pgEnum("plan_key", PLAN_KEYS);
export const subscriptionStepStatus = pgEnum("subscription_step_status", STEP_STATUSES);
export const subscriptionEventType = pgEnum("subscription_event_type", SUBSCRIPTION_EVENTS);

/** The plans a store can be on; prices live in `plan_prices` so the platform administrator can edit them. */
export const plans = pgTable("plans", {
  key: planKey().primaryKey(),
  /** lib/domain/subscriptions/plan-keys.ts PLAN_FEATURES */
  features: text().array().notNull(),
  /** content languages the plan translates into */
  translationLocales: text("translation_locales").array().notNull(),
  /** length of one period: days for setup and trial, months for paid plans; both null means unlimited */
  periodDays: integer("period_days"),
  periodMonths: integer("period_months"),
  /** a plan the owner pays for (refused without billing details, closes the menu while unpaid) */
  paid: boolean().notNull(),
  /** offered on the subscription screen to add or activate */
  selectable: boolean().notNull(),
  position: integer().notNull(),
});

export const planPrices = pgTable(
  "plan_prices",
  {
    planKey: planKey("plan_key")
      .notNull()
      .references(() => plans.key, { onDelete: "cascade" }),
    currency: billingCurrency("currency").notNull(),
    /** price of one period */
    amount: numeric({ precision: 12, scale: 2 }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.planKey, table.currency] })],
);

/**
 * One step of a store's timeline. An `available` row with a start waits in the queue for the running
 * one to end; an `available` row without a start is an activation that takes effect once paid.
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: id(),
    ...storeOwnedColumns(),
    planKey: planKey("plan_key")
      .notNull()
      .references(() => plans.key),
    stepStatus: subscriptionStepStatus("step_status").notNull(),
    paid: boolean().notNull().default(false),
    periods: integer().notNull().default(1),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    createdBy: integer("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("subscriptions_store_idx").on(table.storeId, table.id),
    index("subscriptions_company_idx").on(table.companyId),
    uniqueIndex("subscriptions_one_active_key").on(table.storeId).where(sql`${table.stepStatus} = 'active'`),
    uniqueIndex("subscriptions_one_setup_key").on(table.storeId).where(sql`${table.planKey} = 'setup'`),
    uniqueIndex("subscriptions_one_trial_key").on(table.storeId).where(sql`${table.planKey} = 'trial'`),
  ],
);

/** The subscription history: each event happens at most once per subscription. */
export const subscriptionEvents = pgTable(
  "subscription_events",
  {
    id: id(),
    ...storeOwnedColumns(),
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    event: subscriptionEventType().notNull(),
    userId: integer("user_id"),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("subscription_events_subscription_event_key").on(table.subscriptionId, table.event),
    index("subscription_events_store_idx").on(table.storeId, table.at),
  ],
);
