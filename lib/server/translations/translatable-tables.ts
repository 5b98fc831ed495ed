import "server-only";
import { categories, categoryTranslations, items, itemTranslations } from "../../db/schema/menu";
import { promotions, promotionTranslations } from "../../db/schema/promotions";
import type { TranslatableType } from "../../domain/translations/entity-status";

/** Where each translatable entity and its per-language texts live. */
export const TRANSLATABLE_TABLES = {
  Product: { entity: items, texts: itemTranslations, ref: itemTranslations.itemId },
  Category: { entity: categories, texts: categoryTranslations, ref: categoryTranslations.categoryId },
  Promotion: { entity: promotions, texts: promotionTranslations, ref: promotionTranslations.promotionId },
} as const satisfies Record<TranslatableType, unknown>;
