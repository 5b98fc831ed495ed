import { date, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { AnalyticsDimension } from "../../analytics/dimensions";
import { storeOwnedColumns } from "./tenant-columns";

/**
 * How often guests did something on a venue's pages, per day (the venue's calendar) and dimension:
 * counts only, never a row per visit, and nothing that names or recognises a guest.
 */
export const analyticsCounts = pgTable(
  "analytics_counts",
  {
    ...storeOwnedColumns(),
    day: date({ mode: "string" }).notNull(),
    dimension: text().$type<AnalyticsDimension>().notNull(),
    /** the value counted within the dimension (a table position, a language, a product id, a search); "" when the dimension has none */
    key: text().notNull().default(""),
    count: integer().notNull().default(0),
  },
  (table) => [
    uniqueIndex("analytics_counts_key").on(table.storeId, table.day, table.dimension, table.key),
    index("analytics_counts_day_idx").on(table.day),
    index("analytics_counts_company_id_idx").on(table.companyId),
  ],
);
