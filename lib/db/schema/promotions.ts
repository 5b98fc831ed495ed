import { index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";
import { translationStatus } from "./enums";
import { uploads } from "./uploads";
import { orderedVersionedColumns, storeOwnedColumns } from "./tenant-columns";
import { translationSourceColumns } from "./translation-columns";

export const promotionCategories = pgTable(
  "promotion_categories",
  {
    id: id(),
    ...storeOwnedColumns(),
    ...orderedVersionedColumns(),
    ...timestamps,
  },
  (table) => [index("promotion_categories_store_idx").on(table.storeId, table.position)],
);

export const promotionCategoryTranslations = pgTable(
  "promotion_category_translations",
  {
    promotionCategoryId: integer("promotion_category_id")
      .notNull()
      .references(() => promotionCategories.id, { onDelete: "cascade" }),
    companyId: integer("company_id").notNull(),
    locale: text().notNull(),
    name: text().notNull(),
    status: translationStatus().notNull().default("done"),
  },
  (table) => [primaryKey({ columns: [table.promotionCategoryId, table.locale] })],
);

export const promotions = pgTable(
  "promotions",
  {
    id: id(),
    ...storeOwnedColumns(),
    promotionCategoryId: integer("promotion_category_id")
      .notNull()
      .references(() => promotionCategories.id, { onDelete: "cascade" }),
    bannerId: integer("banner_id").references(() => uploads.id, { onDelete: "set null" }),
    ...orderedVersionedColumns(),
    ...timestamps,
  },
  (table) => [index("promotions_category_idx").on(table.promotionCategoryId, table.position)],
);

export const promotionTranslations = pgTable(
  "promotion_translations",
  {
    promotionId: integer("promotion_id")
      .notNull()
      .references(() => promotions.id, { onDelete: "cascade" }),
    companyId: integer("company_id").notNull(),
    locale: text().notNull(),
    title: text().notNull(),
    description: text().notNull().default(""),
    status: translationStatus().notNull().default("done"),
    ...translationSourceColumns(),
  },
  (table) => [primaryKey({ columns: [table.promotionId, table.locale] })],
);
