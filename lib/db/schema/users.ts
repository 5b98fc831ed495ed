import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { id, timestamps } from "./columns";
import { companies } from "./companies";
import { theme, userRole } from "./enums";
import { stores } from "./stores";

export const users = pgTable(
  "users",
  {
    id: id(),
    companyId: integer("company_id").references(() => companies.id, { onDelete: "cascade" }),
    storeId: integer("store_id").references(() => stores.id, { onDelete: "cascade" }),
    email: text().notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    role: userRole().notNull(),
    uiLocale: text("ui_locale").notNull().default("ru"),
    theme: theme().notNull().default("system"),
    /** IANA zone the user reads times in (the operator's console); null: the platform's default. */
    timeZone: text("time_zone"),
    setupWelcomeMessage: boolean("setup_welcome_message").notNull().default(true),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }),
    emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("users_email_key").on(sql`lower(${table.email})`),
    index("users_company_id_idx").on(table.companyId),
  ],
);
