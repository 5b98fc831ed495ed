import "server-only";
import { and, asc, eq, inArray, ne } from "drizzle-orm";
import { promotionCategoryTranslations, promotions, promotionTranslations } from "../../db/schema/promotions";
import type { StoreContext } from "../context";
import { type BannerImage, unsafeBannerImages } from "./banner-images";
import { requirePromotionCategory } from "./require-promotion-category";
import { PROMOTION_CATEGORY_OF_CATEGORY_ID } from "./require-promotion-category";
import { storeFunction } from "../tenancy/store-function";
import type { PolledStatus } from "../../domain/translations/entity-status";
import type { LanguageState } from "../../domain/translations/language-state";
import { languageStates, otherLocales } from "../translations/language-states";
import { translationStatuses } from "../translations/translation-statuses";

export interface PromotionRow {
  id: number;
  hidden: boolean;
  position: number;
  version: number;
  banner: BannerImage | null;
  /** languages with a title: one the engine has still to write is left out */
  texts: Record<string, { title: string; description: string }>;
  /** how far the machine translation of its texts is (completed when there is none to do) */
  translation: PolledStatus;
  /** the state of each content language besides the primary one */
  languages: Record<string, LanguageState>;
}

/** A promotion category with its names and its promotions in order; foreign or missing ones are not found. */
export const listPromotions = storeFunction(PROMOTION_CATEGORY_OF_CATEGORY_ID, async (ctx: StoreContext, input: { categoryId: number }) => {
  const { category, store } = await requirePromotionCategory(ctx, input.categoryId);
  const [names, rows] = await Promise.all([
    ctx.db
      .select({ locale: promotionCategoryTranslations.locale, name: promotionCategoryTranslations.name })
      .from(promotionCategoryTranslations)
      .where(eq(promotionCategoryTranslations.promotionCategoryId, category.id)),
    ctx.db
      .select({ id: promotions.id, hidden: promotions.hidden, position: promotions.position, version: promotions.version, bannerId: promotions.bannerId })
      .from(promotions)
      .where(eq(promotions.promotionCategoryId, category.id))
      .orderBy(asc(promotions.position), asc(promotions.id)),
  ]);
  const ids = rows.map((row) => row.id);
  const [texts, banners, translations, languages] = await Promise.all([
    ids.length
      ? ctx.db.select().from(promotionTranslations).where(and(inArray(promotionTranslations.promotionId, ids), ne(promotionTranslations.title, "")))
      : Promise.resolve([]),
    unsafeBannerImages(ctx.db, rows.map((row) => row.bannerId)),
    translationStatuses(ctx, { type: "Promotion", ids }),
    languageStates(ctx.db, store.companyId, "Promotion", ids, otherLocales(store), store.primaryLocale),
  ]);
  const translationOf = new Map(translations.map((entry) => [entry.id, entry.status]));
  const list: PromotionRow[] = rows.map(({ bannerId, ...row }) => ({
    ...row,
    banner: bannerId === null ? null : (banners.get(bannerId) ?? null),
    texts: Object.fromEntries(
      texts.filter((text) => text.promotionId === row.id).map((text) => [text.locale, { title: text.title, description: text.description }]),
    ),
    translation: translationOf.get(row.id) ?? "completed",
    languages: languages.get(row.id) ?? {},
  }));
  return {
    category: { id: category.id, storeId: store.id, hidden: category.hidden, version: category.version, names: Object.fromEntries(names.map((n) => [n.locale, n.name])) },
    promotions: list,
  };
});
