import { index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";
import { storeOwnedColumns } from "./tenant-columns";

/** A table of a venue; guests reach the menu through its QR key. */
export const storeTables = pgTable(
  "store_tables",
  {
    id: id(),
    ...storeOwnedColumns(),
    name: text().notNull(),
    note: text().notNull().default(""),
    qrKey: text("qr_key").notNull(),
    position: integer().notNull().default(0),
    version: integer().notNull().default(1),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("store_tables_qr_key_key").on(table.qrKey),
    uniqueIndex("store_tables_store_id_name_key").on(table.storeId, table.name),
    index("store_tables_company_id_idx").on(table.companyId),
  ],
);
