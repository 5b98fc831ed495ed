import { index, integer, pgEnum, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { id } from "./columns";
import { users } from "./users";

export const authTokenPurpose = pgEnum("auth_token_purpose", ["confirm_email", "reset_password", "change_email", "login"]);

/** Single-use, expiring tokens sent by e-mail; only their SHA-256 hash is stored. */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: integer("company_id"),
    purpose: authTokenPurpose().notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    newEmail: text("new_email"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("auth_tokens_user_idx").on(table.userId)],
);

/** Session ids (`jti`) refused by every instance: signed out, or ended by a password change. */
export const revokedSessions = pgTable("revoked_sessions", {
  jti: text().primaryKey(),
  userId: integer("user_id"),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  revokedAt: timestamp("revoked_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Fixed-window counters shared by every instance. */
export const rateLimits = pgTable("rate_limits", {
  key: text().primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  hits: integer().notNull().default(0),
});

export const appSecrets = pgTable("app_secrets", {
  key: text().primaryKey(),
  value: text().notNull(),
});
