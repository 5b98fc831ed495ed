import { boolean, integer } from "drizzle-orm/pg-core";
import { companies } from "./companies";
import { stores } from "./stores";

/** The owning company of a row; the row goes with it. */
export const companyColumn = () =>
  integer("company_id")
    .notNull()
    .references(() => companies.id, { onDelete: "cascade" });

/** The owning company and store of a row; the row goes with either. */
export const storeOwnedColumns = () => ({
  companyId: companyColumn(),
  storeId: integer("store_id")
    .notNull()
    .references(() => stores.id, { onDelete: "cascade" }),
});

/** Hidden from guests, ordered among its siblings, and versioned against lost updates. */
export const orderedVersionedColumns = () => ({
  hidden: boolean().notNull().default(false),
  position: integer().notNull().default(0),
  version: integer().notNull().default(1),
});
