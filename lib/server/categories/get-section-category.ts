import "server-only";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import { categories, items } from "../../db/schema/menu";
import { ITEM_KIND, type ItemKind, type MenuSection } from "../../domain/menu-sections";
import { hasOwnSchedule } from "../../domain/schedule-rules";
import { NotFoundError, type StoreContext } from "../context";
import { categoryChain } from "../shared/category-chain";
import { displayName, type MenuStoreInfo } from "./category-dto";
import { loadCategoryNames } from "./load-category-names";
import { STORE_OF_INPUT, storeFunction } from "../tenancy/store-function";
import { sectionOfChain } from "./section-of-chain";
import { storeInfo } from "./store-info";

export interface SectionCategory {
  store: MenuStoreInfo;
  id: number;
  level: "category" | "sub";
  name: string;
  kind: ItemKind;
  hidden: boolean;
  ageRestricted: boolean;
  /** parents from the top category down to this one's parent (the super-category left out) */
  trail: { id: number; name: string }[];
  subcategories: { id: number; name: string; hidden: boolean; itemCount: number }[];
  /** this category or a parent has its own schedule, so its items cannot get one */
  itemsScheduleBlocked: boolean;
}

/** A category of the section for its items page (catch-non-exist-categories: anything else is not found). */
export const getSectionCategory = storeFunction(
  STORE_OF_INPUT,
  async (ctx: StoreContext, input: { storeId: number; section: MenuSection; categoryId: number }): Promise<SectionCategory> => {
  const { store } = ctx;
  const chain = await categoryChain(ctx.db, store, input.categoryId);
  const self = chain[0]!;
  if (self.level === "super" || sectionOfChain(chain) !== input.section) throw new NotFoundError();
  const subs = await ctx.db
    .select({ id: categories.id, hidden: categories.hidden })
    .from(categories)
    .where(and(eq(categories.parentId, self.id), eq(categories.storeId, store.id), eq(categories.companyId, store.companyId)))
    .orderBy(asc(categories.position), asc(categories.id));
  const subIds = subs.map((sub) => sub.id);
  const [names, counts] = await Promise.all([
    loadCategoryNames(ctx.db, store, [...chain.map((row) => row.id), ...subIds]),
    subIds.length
      ? ctx.db
          .select({ id: items.categoryId, total: count() })
          .from(items)
          .where(and(eq(items.storeId, store.id), eq(items.companyId, store.companyId), inArray(items.categoryId, subIds)))
          .groupBy(items.categoryId)
      : Promise.resolve([]),
  ]);
  const nameOf = (id: number) => displayName(names.get(id) ?? {}, store.primaryLocale);
  const totals = new Map(counts.map((row) => [row.id, row.total]));
  return {
    store: await storeInfo(ctx),
    id: self.id,
    level: self.level === "sub" ? "sub" : "category",
    name: nameOf(self.id),
    kind: ITEM_KIND[self.type],
    hidden: self.hidden,
    ageRestricted: self.ageRestricted,
    trail: chain
      .slice(1, -1)
      .reverse()
      .map((row) => ({ id: row.id, name: nameOf(row.id) })),
    subcategories: subs.map((sub) => ({ id: sub.id, name: nameOf(sub.id), hidden: sub.hidden, itemCount: totals.get(sub.id) ?? 0 })),
    itemsScheduleBlocked: chain.some((row) => hasOwnSchedule(row.schedule)),
  };
  },
);
