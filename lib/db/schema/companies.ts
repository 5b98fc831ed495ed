import { pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";

export const companies = pgTable(
  "companies",
  {
    id: id(),
    name: text().notNull(),
    urlName: text("url_name").notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex("companies_url_name_key").on(table.urlName)],
);
