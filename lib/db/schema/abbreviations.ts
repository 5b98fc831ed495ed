import { sql } from "drizzle-orm";
import { integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";
import { abbreviationKind } from "./enums";
import { storeOwnedColumns } from "./tenant-columns";

/**
 * A store's abbreviation map for machine translation: `expand` entries are replaced by their full form
 * before a text is sent; `keep` entries (brands) never reach the engine as translatable text and read
 * as `full` in other languages when it is given, else as written.
 */
export const abbreviations = pgTable(
  "abbreviations",
  {
    id: id(),
    ...storeOwnedColumns(),
    short: text().notNull(),
    full: text().notNull().default(""),
    kind: abbreviationKind().notNull().default("expand"),
    version: integer().notNull().default(1),
    ...timestamps,
  },
  (table) => [uniqueIndex("abbreviations_store_short_key").on(table.storeId, sql`lower(${table.short})`)],
);
