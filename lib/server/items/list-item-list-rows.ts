import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { categories, items, itemTranslations, portions, type Schedule } from "../../db/schema/menu";
import { isScheduledVisible, localTime } from "../../domain/schedule";
import { entityStatus, type TextStatus } from "../../domain/translations/entity-status";
import { languageState } from "../../domain/translations/language-state";
import { trimDecimal } from "../../domain/portion-rules";
import { NotFoundError, type StoreContext } from "../context";
import { uploadUrls } from "../shared/upload-urls";
import { otherLocales } from "../translations/language-states";
import { STORE_OF_INPUT, storeFunction } from "../tenancy/store-function";
import type { AdminPortion, ItemListRow } from "./item-dto";

type MovingText = [locale: string, status: Exclude<TextStatus, "done">, error: string | null];
type PortionTuple = [id: number, weight: string | null, unit: AdminPortion["unit"], price: string, soldOut: boolean];
type ItemTuple = [
  id: number,
  version: number,
  photoId: number | null,
  hidden: boolean,
  ageRestricted: boolean,
  schedule: Schedule | null,
  soldOut: boolean,
  title: string,
  moving: MovingText[] | null,
  portions: PortionTuple[] | null,
];

/**
 * A category's items in order as its admin list shows them, in one read whatever their number: the category's
 * row (none: not found) carrying its items as one JSON array, each with its title, unfinished translations and
 * portions (a single value parses far faster than a row per item and per portion). The thumbnails follow when
 * there are photos.
 */
export const listItemListRows = storeFunction(STORE_OF_INPUT, async (ctx: StoreContext, input: { storeId: number; categoryId: number }): Promise<ItemListRow[]> => {
  const { store } = ctx;
  const now = ctx.clock.now();
  const at = sql`${now.toISOString()}::timestamptz`;
  const list = sql<ItemTuple[] | null>`(
    select json_agg(json_build_array(
      i.id, i.version, i.photo_id, i.hidden, i.age_restricted, i.schedule, coalesce(i.sold_out_until > ${at}, false),
      coalesce(tr.main, tr.other, ''), tr.moving,
      (select json_agg(json_build_array(p.id, p.weight::text, p.unit, p.price::text, coalesce(p.sold_out_until > ${at}, false)) order by p.position, p.id)
        from ${portions} p where p.item_id = i.id and p.company_id = i.company_id)
    ) order by i.position, i.id)
    from ${items} i
    left join lateral (
      select max(t.title) filter (where t.locale = ${store.primaryLocale}) as main, min(t.title) as other,
        json_agg(json_build_array(t.locale, t.status, t.error)) filter (where t.status <> 'done') as moving
      from ${itemTranslations} t where t.item_id = i.id and t.company_id = i.company_id
    ) tr on true
    where i.category_id = ${input.categoryId} and i.store_id = ${store.id} and i.company_id = ${store.companyId}
  )`;
  const [category] = await ctx.db
    .select({ list })
    .from(categories)
    .where(and(eq(categories.id, input.categoryId), eq(categories.storeId, store.id), eq(categories.companyId, store.companyId)));
  if (!category) throw new NotFoundError();
  const rows = category.list ?? [];
  const photos = await uploadUrls(ctx.db, store.companyId, rows.map((row) => row[2]));
  const when = localTime(now, store.timezone);
  const translatedInto = otherLocales(store);
  return rows.map(([id, version, photoId, hidden, ageRestricted, schedule, soldOut, title, movingTexts, portionRows]) => {
    const moving = movingTexts ?? [];
    const languages = Object.fromEntries(
      translatedInto.flatMap((locale) => {
        const text = moving.find((entry) => entry[0] === locale);
        return text ? [[locale, languageState({ status: text[1], machine: true, main: "", error: text[2] })]] : [];
      }),
    );
    const translation = entityStatus(moving.map((text) => text[1]));
    const thumb = photoId === null ? undefined : photos.get(photoId)?.thumb;
    const soldOutPortionIds = (portionRows ?? []).filter((portion) => portion[4]).map((portion) => portion[0]);
    return {
      id,
      title,
      version,
      ...(thumb && { thumb }),
      portions: (portionRows ?? []).map(([portionId, weight, unit, price]) => ({ id: portionId, weight: weight === null ? "" : trimDecimal(weight), unit, price })),
      ...(hidden && { hidden: true as const }),
      ...(ageRestricted && { ageRestricted: true as const }),
      ...(schedule && { schedule }),
      ...(!hidden && !isScheduledVisible(schedule, when) && { outOfSchedule: true as const }),
      ...(soldOut && { soldOut: true as const }),
      ...(soldOutPortionIds.length > 0 && { soldOutPortionIds }),
      ...(translation !== "completed" && { translation }),
      ...(Object.keys(languages).length > 0 && { languages }),
    };
  });
});
