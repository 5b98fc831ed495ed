import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { categories, items, itemTranslations, portions } from "../../db/schema/menu";
import { isScheduledVisible, localTime } from "../../domain/schedule";
import { entityStatus, type TextStatus } from "../../domain/translations/entity-status";
import { languageState } from "../../domain/translations/language-state";
import { trimDecimal } from "../../domain/portion-rules";
import { NotFoundError, type StoreContext } from "../context";
import { uploadUrls } from "../shared/upload-urls";
import { otherLocales } from "../translations/language-states";
import { STORE_OF_INPUT, storeFunction } from "../tenancy/store-function";
import type { AdminPortion, ItemListRow } from "./item-dto";

type MovingText = { locale: string; status: Exclude<TextStatus, "done">; error: string | null };

/**
 * A category's items in order as its admin list shows them, in three reads whatever their number: the items
 * with their title and unfinished translations, their portions with the sold-out ones, the photos' thumbnails.
 */
export const listItemListRows = storeFunction(STORE_OF_INPUT, async (ctx: StoreContext, input: { storeId: number; categoryId: number }): Promise<ItemListRow[]> => {
  const { store } = ctx;
  const ofStore = and(eq(items.categoryId, input.categoryId), eq(items.storeId, store.id), eq(items.companyId, store.companyId));
  const textOf = sql`from ${itemTranslations} t where t.item_id = ${items.id} and t.company_id = ${items.companyId}`;
  const [category, rows, portionRows] = await Promise.all([
    ctx.db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.id, input.categoryId), eq(categories.storeId, store.id), eq(categories.companyId, store.companyId))),
    ctx.db
      .select({
        id: items.id,
        version: items.version,
        photoId: items.photoId,
        hidden: items.hidden,
        ageRestricted: items.ageRestricted,
        schedule: items.schedule,
        soldOutUntil: items.soldOutUntil,
        title: sql<string>`coalesce((select t.title ${textOf} and t.locale = ${store.primaryLocale}), (select min(t.title) ${textOf}), '')`,
        moving: sql<MovingText[] | null>`(select json_agg(json_build_object('locale', t.locale, 'status', t.status, 'error', t.error)) ${textOf} and t.status <> 'done')`,
      })
      .from(items)
      .where(ofStore)
      .orderBy(asc(items.position), asc(items.id)),
    ctx.db
      .select({ itemId: portions.itemId, id: portions.id, weight: portions.weight, unit: portions.unit, price: portions.price, soldOutUntil: portions.soldOutUntil })
      .from(portions)
      .innerJoin(items, eq(items.id, portions.itemId))
      .where(and(ofStore, eq(portions.companyId, store.companyId)))
      .orderBy(asc(portions.position), asc(portions.id)),
  ]);
  if (category.length === 0) throw new NotFoundError();
  const photos = await uploadUrls(ctx.db, store.companyId, rows.map((row) => row.photoId));
  const now = ctx.clock.now();
  const at = localTime(now, store.timezone);
  const portionsOf = new Map<number, AdminPortion[]>();
  const soldOutOf = new Map<number, number[]>();
  for (const row of portionRows) {
    portionsOf.set(row.itemId, [...(portionsOf.get(row.itemId) ?? []), { id: row.id, weight: row.weight === null ? "" : trimDecimal(row.weight), unit: row.unit, price: row.price }]);
    if (row.soldOutUntil !== null && row.soldOutUntil > now) soldOutOf.set(row.itemId, [...(soldOutOf.get(row.itemId) ?? []), row.id]);
  }
  const translatedInto = otherLocales(store);
  return rows.map((row) => {
    const moving = row.moving ?? [];
    const languages = Object.fromEntries(
      translatedInto.flatMap((locale) => {
        const text = moving.find((entry) => entry.locale === locale);
        return text ? [[locale, languageState({ status: text.status, machine: true, main: "", error: text.error })]] : [];
      }),
    );
    const translation = entityStatus(moving.map((text) => text.status));
    const thumb = row.photoId === null ? undefined : photos.get(row.photoId)?.thumb;
    const soldOutPortionIds = soldOutOf.get(row.id);
    return {
      id: row.id,
      title: row.title,
      version: row.version,
      ...(thumb && { thumb }),
      portions: portionsOf.get(row.id) ?? [],
      ...(row.hidden && { hidden: true as const }),
      ...(row.ageRestricted && { ageRestricted: true as const }),
      ...(row.schedule && { schedule: row.schedule }),
      ...(!row.hidden && !isScheduledVisible(row.schedule, at) && { outOfSchedule: true as const }),
      ...(row.soldOutUntil !== null && row.soldOutUntil > now && { soldOut: true as const }),
      ...(soldOutPortionIds && { soldOutPortionIds }),
      ...(translation !== "completed" && { translation }),
      ...(Object.keys(languages).length > 0 && { languages }),
    };
  });
});
