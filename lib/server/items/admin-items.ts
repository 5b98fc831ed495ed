import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { items } from "../../db/schema/menu";
import { isScheduledVisible, localTime } from "../../domain/schedule";
import { uploadUrls } from "../shared/upload-urls";
import type { StoreContext } from "../context";
import type { AdminItem } from "./item-dto";
import { translationStatuses } from "../translations/translation-statuses";
import { languageStates, otherLocales } from "../translations/language-states";
import { loadItemParts } from "./load-item-parts";
import { soldOutPortions } from "./sold-out-portions";

/** The store's items of one category in order (or the given ones of it), with texts in every content language, photos and portions. */
export async function adminItems(ctx: StoreContext, categoryId: number, only?: number[]): Promise<AdminItem[]> {
  const { store } = ctx;
  const inCategory = and(eq(items.categoryId, categoryId), eq(items.storeId, store.id), eq(items.companyId, store.companyId));
  const [rows, parts, soldOutPortionIds] = await Promise.all([
    ctx.db
      .select()
      .from(items)
      .where(only ? and(inCategory, inArray(items.id, only)) : inCategory)
      .orderBy(asc(items.position), asc(items.id)),
    loadItemParts(ctx.db, store, only ? { ids: only } : { categoryId }),
    soldOutPortions(ctx.db, store, categoryId, ctx.clock.now()),
  ]);
  const ids = rows.map((row) => row.id);
  const [photos, translations, languages] = await Promise.all([
    uploadUrls(ctx.db, store.companyId, rows.map((row) => row.photoId)),
    translationStatuses(ctx, { type: "Product", ids }),
    languageStates(ctx.db, store.companyId, "Product", ids, otherLocales(store), store.primaryLocale),
  ]);
  const translationOf = new Map(translations.map((entry) => [entry.id, entry.status]));
  const now = ctx.clock.now();
  const at = localTime(now, store.timezone);
  return rows.map((row) => {
    const texts = parts.texts.get(row.id) ?? {};
    return {
      id: row.id,
      categoryId: row.categoryId,
      kind: row.kind,
      title: texts[store.primaryLocale]?.title ?? Object.values(texts)[0]?.title ?? "",
      texts,
      photo: row.photoId === null ? null : (photos.get(row.photoId) ?? null),
      portions: parts.portions.get(row.id) ?? [],
      hidden: row.hidden,
      ageRestricted: row.ageRestricted,
      dietary: row.dietary,
      schedule: row.schedule,
      position: row.position,
      version: row.version,
      soldOut: row.soldOutUntil !== null && row.soldOutUntil > now,
      soldOutPortionIds: soldOutPortionIds.get(row.id) ?? [],
      visibleNow: !row.hidden && isScheduledVisible(row.schedule, at),
      translation: translationOf.get(row.id) ?? "completed",
      languages: languages.get(row.id) ?? {},
    };
  });
}
