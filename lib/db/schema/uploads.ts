import { index, integer, jsonb, pgEnum, pgTable, timestamp } from "drizzle-orm/pg-core";
import { id } from "./columns";
import { companies } from "./companies";
import { stores } from "./stores";

export const uploadKind = pgEnum("upload_kind", ["photo", "logo", "icon", "banner"]);

export interface ImageVariant {
  width: number;
  height: number;
  bytes: number;
  /** storage key of the WebP file */
  key: string;
}

/** An uploaded image, re-encoded into responsive WebP variants (largest last). */
export const uploads = pgTable(
  "uploads",
  {
    id: id(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    storeId: integer("store_id").references(() => stores.id, { onDelete: "cascade" }),
    kind: uploadKind().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    variants: jsonb().$type<ImageVariant[]>().notNull(),
    createdBy: integer("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("uploads_company_idx").on(table.companyId)],
);
