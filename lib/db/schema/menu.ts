import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";
import { categoryLevel, categoryType, itemKind, menuSection, translationStatus, weightUnit } from "./enums";
import { companyColumn, storeOwnedColumns } from "./tenant-columns";
import { translationSourceColumns } from "./translation-columns";
import { uploads } from "./uploads";
import { type Dietary, NO_DIETARY } from "../../domain/dietary";

export interface Schedule {
  enabled: boolean;
  /** ISO weekdays, 1 = Monday … 7 = Sunday */
  days: number[];
  /** HH:MM in the store's timezone; an end before the start crosses midnight */
  start: string;
  end: string;
}

const visibility = {
  hidden: boolean().notNull().default(false),
  ageRestricted: boolean("age_restricted").notNull().default(false),
  schedule: jsonb().$type<Schedule>(),
  position: integer().notNull().default(0),
  version: integer().notNull().default(1),
};

/** Sold out until the store's next opening ("sold out today"); a moment already past reads as available. */
const soldOutUntil = () => timestamp("sold_out_until", { withTimezone: true });

const translationStatusColumn = translationStatus().notNull().default("done");

export const categories = pgTable(
  "categories",
  {
    id: id(),
    ...storeOwnedColumns(),
    parentId: integer("parent_id").references((): AnyPgColumn => categories.id, { onDelete: "cascade" }),
    level: categoryLevel().notNull(),
    type: categoryType().notNull(),
    section: menuSection(),
    icon: text(),
    iconUploadId: integer("icon_upload_id").references(() => uploads.id, { onDelete: "set null" }),
    ...visibility,
    ...timestamps,
  },
  (table) => [
    index("categories_store_idx").on(table.storeId, table.position),
    index("categories_parent_idx").on(table.parentId),
  ],
);

export const categoryTranslations = pgTable(
  "category_translations",
  {
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    companyId: companyColumn(),
    locale: text().notNull(),
    name: text().notNull(),
    status: translationStatusColumn,
    ...translationSourceColumns(),
  },
  (table) => [primaryKey({ columns: [table.categoryId, table.locale] })],
);

export const items = pgTable(
  "items",
  {
    id: id(),
    ...storeOwnedColumns(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    kind: itemKind().notNull(),
    photoId: integer("photo_id").references(() => uploads.id, { onDelete: "set null" }),
    dietary: jsonb().$type<Dietary>().notNull().default(NO_DIETARY),
    soldOutUntil: soldOutUntil(),
    ...visibility,
    ...timestamps,
  },
  (table) => [
    index("items_category_idx").on(table.categoryId, table.position),
    index("items_store_idx").on(table.storeId),
  ],
);

export const itemTranslations = pgTable(
  "item_translations",
  {
    itemId: integer("item_id")
      .notNull()
      .references(() => items.id, { onDelete: "cascade" }),
    companyId: companyColumn(),
    locale: text().notNull(),
    title: text().notNull(),
    description: text().notNull().default(""),
    status: translationStatusColumn,
    ...translationSourceColumns(),
  },
  (table) => [primaryKey({ columns: [table.itemId, table.locale] })],
);

export const portions = pgTable(
  "portions",
  {
    id: id(),
    companyId: companyColumn(),
    itemId: integer("item_id")
      .notNull()
      .references(() => items.id, { onDelete: "cascade" }),
    weight: numeric({ precision: 12, scale: 3 }),
    unit: weightUnit().notNull().default("g"),
    price: numeric({ precision: 12, scale: 2 }).notNull(),
    position: integer().notNull().default(0),
    soldOutUntil: soldOutUntil(),
  },
  (table) => [index("portions_item_idx").on(table.itemId, table.position)],
);
