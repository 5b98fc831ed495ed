import "server-only";
import type { PgTable } from "drizzle-orm/pg-core";
import { categories, categoryTranslations, items, itemTranslations } from "../../db/schema/menu";
import { promotions, promotionTranslations } from "../../db/schema/promotions";
import type { TranslatableType } from "../../domain/translations/entity-status";

type Field<T extends PgTable> = keyof T["$inferSelect"] & keyof T & string;

/** An entity table, its texts table, the texts' column naming the entity, and the fields the engine translates (the first one required). */
const translatable = <E extends PgTable, T extends PgTable, R extends Field<T>, F extends Field<T>>(entity: E, texts: T, refKey: R, fields: readonly [F, ...F[]]) => ({
  entity,
  texts,
  ref: texts[refKey],
  refKey,
  fields,
});

/** Where each translatable entity and its per-language texts live. */
export const TRANSLATABLE_TABLES = {
  Product: translatable(items, itemTranslations, "itemId", ["title", "description"]),
  Category: translatable(categories, categoryTranslations, "categoryId", ["name"]),
  Promotion: translatable(promotions, promotionTranslations, "promotionId", ["title", "description"]),
} as const satisfies Record<TranslatableType, unknown>;
