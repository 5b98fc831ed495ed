import { integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { companies } from "./companies";
import { stores } from "./stores";

/**
 * A venue's own guest texts in a language other than its primary one, whose texts stay in `stores`.
 * Phone labels are keyed by the phone number they describe.
 */
export const storeTranslations = pgTable(
  "store_translations",
  {
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    locale: text().notNull(),
    description: text().notNull().default(""),
    address: text().notNull().default(""),
    menuInfo: text("menu_info").notNull().default(""),
    phoneLabels: jsonb("phone_labels").$type<Record<string, string>>().notNull().default({}),
  },
  (table) => [primaryKey({ columns: [table.storeId, table.locale] })],
);
