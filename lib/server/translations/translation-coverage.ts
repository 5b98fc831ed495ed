import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { categories, categoryTranslations, items, itemTranslations } from "../../db/schema/menu";
import { promotions, promotionTranslations } from "../../db/schema/promotions";
import { stores } from "../../db/schema/stores";
import type { Db } from "../../db/types";
import type { TranslatableType } from "../../domain/translations/entity-status";
import { countStates, type LanguageState, type StateCounts } from "../../domain/translations/language-state";
import type { StoreContext } from "../context";
import { settleSubscriptions } from "../subscriptions/settle-subscriptions";
import { STORE_OF_INPUT, storeFunction } from "../tenancy/store-function";
import { languageStates } from "./language-states";

/** One product, category or promotion: its primary title, where the admin panel edits it, its state per target language. */
export interface CoverageEntry {
  type: TranslatableType;
  id: number;
  title: string;
  /** admin-panel path below the store's panel */
  path: string;
  states: Record<string, LanguageState>;
}

export interface TranslationCoverage {
  primaryLocale: string;
  /** content languages the plan translates into, besides the primary one */
  locales: string[];
  /** content languages the store offers that its plan does not translate into */
  lockedLocales: string[];
  counts: Record<string, Record<TranslatableType, StateCounts>>;
  entries: CoverageEntry[];
  /** what guests see while a translation is outdated */
  outdatedTexts: "primary" | "translation";
}

type Listed = { id: number; path: string };

/** The store's products, categories and promotions in editor order, each with where it is edited. */
async function storeEntities(db: Db, storeId: number, companyId: number): Promise<Record<TranslatableType, Listed[]>> {
  const scoped = (table: { storeId: PgColumn; companyId: PgColumn }) => and(eq(table.storeId, storeId), eq(table.companyId, companyId));
  const [menuCategories, products, promos] = await Promise.all([
    db
      .select({ id: categories.id, parentId: categories.parentId, level: categories.level, section: categories.section })
      .from(categories)
      .where(scoped(categories))
      .orderBy(asc(categories.position), asc(categories.id)),
    db.select({ id: items.id, categoryId: items.categoryId }).from(items).where(scoped(items)).orderBy(asc(items.categoryId), asc(items.position), asc(items.id)),
    db
      .select({ id: promotions.id, categoryId: promotions.promotionCategoryId })
      .from(promotions)
      .where(scoped(promotions))
      .orderBy(asc(promotions.position), asc(promotions.id)),
  ]);
  // Only a top-level (super) category names its menu section; the others inherit it.
  const byId = new Map(menuCategories.map((row) => [row.id, row]));
  const sectionOf = (id: number): string | null => {
    const row = byId.get(id);
    return !row ? null : (row.section ?? (row.parentId === null ? null : sectionOf(row.parentId)));
  };
  return {
    Product: products.map((row) => ({ id: row.id, path: `${sectionOf(row.categoryId)}/${row.categoryId}` })),
    Category: menuCategories.filter((row) => row.level !== "super").map((row) => ({ id: row.id, path: `${sectionOf(row.id)}/${row.id}` })),
    Promotion: promos.map((row) => ({ id: row.id, path: `promotions/${row.categoryId}` })),
  };
}

/** Each entity's main text in the primary language, within the company. */
async function primaryTitles(db: Db, companyId: number, locale: string, ids: Record<TranslatableType, number[]>): Promise<Record<TranslatableType, Map<number, string>>> {
  const read = async <R>(list: number[], query: () => Promise<R[]>, pick: (row: R) => [number, string]) => new Map(list.length ? (await query()).map(pick) : []);
  const [product, category, promotion] = await Promise.all([
    read(
      ids.Product,
      () => db.select({ id: itemTranslations.itemId, title: itemTranslations.title }).from(itemTranslations).where(and(inArray(itemTranslations.itemId, ids.Product), eq(itemTranslations.companyId, companyId), eq(itemTranslations.locale, locale))),
      (row) => [row.id, row.title],
    ),
    read(
      ids.Category,
      () => db.select({ id: categoryTranslations.categoryId, title: categoryTranslations.name }).from(categoryTranslations).where(and(inArray(categoryTranslations.categoryId, ids.Category), eq(categoryTranslations.companyId, companyId), eq(categoryTranslations.locale, locale))),
      (row) => [row.id, row.title],
    ),
    read(
      ids.Promotion,
      () => db.select({ id: promotionTranslations.promotionId, title: promotionTranslations.title }).from(promotionTranslations).where(and(inArray(promotionTranslations.promotionId, ids.Promotion), eq(promotionTranslations.companyId, companyId), eq(promotionTranslations.locale, locale))),
      (row) => [row.id, row.title],
    ),
  ]);
  return { Product: product, Category: category, Promotion: promotion };
}

const TYPES: TranslatableType[] = ["Category", "Product", "Promotion"];

/** The store's translation coverage: per target language and entity type the count of each state, and every entity's states. */
export const translationCoverage = storeFunction(STORE_OF_INPUT, async (ctx: StoreContext): Promise<TranslationCoverage> => {
  const { store } = ctx;
  const { state } = await settleSubscriptions({ db: ctx.db, clock: ctx.clock }, store.id);
  const others = store.contentLocales.filter((locale) => locale !== store.primaryLocale);
  const locales = others.filter((locale) => state.translationLocales.includes(locale));
  const lockedLocales = others.filter((locale) => !locales.includes(locale));
  const [listed, [setting]] = await Promise.all([
    storeEntities(ctx.db, store.id, store.companyId),
    ctx.db.select({ outdatedTexts: stores.outdatedTexts }).from(stores).where(and(eq(stores.id, store.id), eq(stores.companyId, store.companyId))),
  ]);
  const ids = Object.fromEntries(TYPES.map((type) => [type, listed[type].map((entry) => entry.id)])) as Record<TranslatableType, number[]>;
  const [titles, ...states] = await Promise.all([
    primaryTitles(ctx.db, store.companyId, store.primaryLocale, ids),
    ...TYPES.map((type) => languageStates(ctx.db, store.companyId, type, ids[type], locales, store.primaryLocale)),
  ]);
  const entries = TYPES.flatMap((type, index) =>
    listed[type].map((entry) => ({ type, id: entry.id, path: entry.path, title: titles[type].get(entry.id) ?? "", states: states[index]!.get(entry.id)! })),
  );
  const counts = Object.fromEntries(
    locales.map((locale) => [
      locale,
      Object.fromEntries(TYPES.map((type) => [type, countStates(entries.filter((entry) => entry.type === type).map((entry) => entry.states[locale]!))])),
    ]),
  ) as TranslationCoverage["counts"];
  return { primaryLocale: store.primaryLocale, locales, lockedLocales, counts, entries, outdatedTexts: setting?.outdatedTexts ?? "primary" };
});
