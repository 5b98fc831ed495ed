import "server-only";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import { categories, items } from "../../db/schema/menu";
import type { MenuSection } from "../../domain/menu-sections";
import { hasOwnSchedule } from "../../domain/schedule-rules";
import { isScheduledVisible, localTime } from "../../domain/schedule";
import type { StoreContext } from "../context";
import type { AdminCategory, SectionTree } from "./category-dto";
import { displayName } from "./category-dto";
import { findSuperCategory } from "./find-super-category";
import { loadCategoryNames } from "./load-category-names";
import { storeInfo } from "./store-info";
import { languageStates, otherLocales } from "../translations/language-states";
import { translationStatuses } from "../translations/translation-statuses";
import { uploadUrls } from "../shared/upload-urls";
import { STORE_OF_INPUT, storeFunction } from "../tenancy/store-function";

/** A section's categories and their subcategories, in order, as the admin tree shows them. */
export const listSectionTree = storeFunction(STORE_OF_INPUT, async (ctx: StoreContext, input: { storeId: number; section: MenuSection }): Promise<SectionTree> => {
  const { store } = ctx;
  const top = await findSuperCategory(ctx.db, store, input.section);
  if (!top) return { store: await storeInfo(ctx), superId: null, categories: [] };
  const inStore = and(eq(categories.storeId, store.id), eq(categories.companyId, store.companyId));
  const rows = await ctx.db
    .select()
    .from(categories)
    .where(and(inStore, inArray(categories.level, ["category", "sub"])))
    .orderBy(asc(categories.position), asc(categories.id));
  const firstLevel = rows.filter((row) => row.parentId === top.id);
  const firstIds = new Set(firstLevel.map((row) => row.id));
  const subs = rows.filter((row) => row.parentId !== null && firstIds.has(row.parentId));
  const ids = [...firstLevel, ...subs].map((row) => row.id);
  const [names, counts, icons, translations, languages] = await Promise.all([
    loadCategoryNames(ctx.db, store, ids),
    ids.length
      ? ctx.db
          .select({ id: items.categoryId, total: count() })
          .from(items)
          .where(and(eq(items.storeId, store.id), eq(items.companyId, store.companyId), inArray(items.categoryId, ids)))
          .groupBy(items.categoryId)
      : Promise.resolve([]),
    uploadUrls(ctx.db, store.companyId, [...firstLevel, ...subs].map((row) => row.iconUploadId)),
    translationStatuses(ctx, { type: "Category", ids }),
    languageStates(ctx.db, store.companyId, "Category", ids, otherLocales(store), store.primaryLocale),
  ]);
  const translationOf = new Map(translations.map((entry) => [entry.id, entry.status]));
  const itemCounts = new Map(counts.map((row) => [row.id, row.total]));
  const at = localTime(ctx.clock.now(), store.timezone);
  const node = (row: (typeof rows)[number], parent: { visible: boolean; scheduled: boolean }): AdminCategory => {
    const own = names.get(row.id) ?? {};
    const icon = row.iconUploadId === null ? undefined : icons.get(row.iconUploadId);
    const visibleNow = parent.visible && !row.hidden && isScheduledVisible(row.schedule, at);
    const scheduled = parent.scheduled || hasOwnSchedule(row.schedule);
    return {
      id: row.id,
      parentId: row.parentId,
      level: row.level === "sub" ? "sub" : "category",
      name: displayName(own, store.primaryLocale),
      names: own,
      icon: row.icon,
      iconUpload: icon ? { id: icon.id, url: icon.thumb } : null,
      hidden: row.hidden,
      ageRestricted: row.ageRestricted,
      schedule: row.schedule,
      position: row.position,
      version: row.version,
      itemCount: itemCounts.get(row.id) ?? 0,
      visibleNow,
      parentScheduled: parent.scheduled,
      translation: translationOf.get(row.id) ?? "completed",
      languages: languages.get(row.id) ?? {},
      children: subs
        .filter((sub) => sub.parentId === row.id)
        .map((sub) => node(sub, { visible: visibleNow, scheduled })),
    };
  };
  const root = { visible: !top.hidden && isScheduledVisible(top.schedule, at), scheduled: hasOwnSchedule(top.schedule) };
  return { store: await storeInfo(ctx), superId: top.id, categories: firstLevel.map((row) => node(row, root)) };
});
