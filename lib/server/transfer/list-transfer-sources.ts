import "server-only";
import { inArray } from "drizzle-orm";
import { categoryTranslations } from "../../db/schema/menu";
import { subtree } from "../../domain/category-tree";
import type { StoreContext } from "../context";
import { storeLocales } from "../promotions/store-locales";
import { loadStoreCategories } from "./load-category-content";
import { STORE_OF_INPUT, storeFunction } from "../tenancy/store-function";

export interface TransferSource {
  id: number;
  level: "super" | "category" | "sub";
  depth: number;
  name: string;
}

/** The store's categories in menu order with their names in `locale` (else the store's primary language). */
export const listTransferSources = storeFunction(STORE_OF_INPUT, async (ctx: StoreContext, input: { storeId: number; locale: string }): Promise<TransferSource[]> => {
  const { store } = ctx;
  const [all, { primary }] = await Promise.all([loadStoreCategories(ctx.db, store.id), storeLocales(ctx.db, store.id)]);
  if (all.length === 0) return [];
  const names = await ctx.db
    .select({ id: categoryTranslations.categoryId, locale: categoryTranslations.locale, name: categoryTranslations.name })
    .from(categoryTranslations)
    .where(inArray(categoryTranslations.categoryId, all.map((row) => row.id)));
  const rank = (locale: string) => (locale === input.locale ? 0 : locale === primary ? 1 : 2);
  const nameOf = (id: number) =>
    names.filter((name) => name.id === id).sort((a, b) => rank(a.locale) - rank(b.locale))[0]?.name ?? `#${id}`;
  const depthOf = (level: string) => (level === "super" ? 0 : level === "category" ? 1 : 2);
  const roots = all.filter((row) => row.parentId === null);
  return roots.flatMap((root) => subtree(all, root.id)).map((row) => ({ id: row.id, level: row.level, depth: depthOf(row.level), name: nameOf(row.id) }));
});
