import "server-only";
import { and, between, eq, inArray, sql } from "drizzle-orm";
import { daysOf, previousPeriod } from "../../analytics/analytics-period";
import { SEARCH_MISS_MIN_VISITS, type AnalyticsDimension } from "../../analytics/dimensions";
import { analyticsCounts } from "../../db/schema/analytics";
import { itemTranslations, items } from "../../db/schema/menu";
import { storeTables } from "../../db/schema/tables";
import { isoWeekday } from "../../domain/zoned-day";
import type { AnalyticsQuery, AnalyticsSummary, KeyCount } from "../../schemas/analytics";
import type { StoreContext } from "../context";
import { requireFeature } from "../subscriptions/store-may-use-feature";
import { STORE_OF_INPUT, storeFunction } from "../tenancy/store-function";
import { flushAnalyticsCounts } from "./flush-analytics-counts";

const TOP = 20;

type Row = { day: string; dimension: AnalyticsDimension; key: string; count: number };

function totals(rows: readonly Row[], dimension: AnalyticsDimension, label: (key: string) => string = (key) => key, min = 1): KeyCount[] {
  const sums = new Map<string, number>();
  for (const row of rows) if (row.dimension === dimension) sums.set(row.key, (sums.get(row.key) ?? 0) + row.count);
  return [...sums]
    .filter(([, count]) => count >= min)
    .sort(([keyA, a], [keyB, b]) => b - a || keyA.localeCompare(keyB))
    .slice(0, TOP)
    .map(([key, count]) => ({ key, label: label(key), count }));
}

async function dishNames(ctx: StoreContext, ids: number[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .select({ id: itemTranslations.itemId, locale: itemTranslations.locale, title: itemTranslations.title })
    .from(itemTranslations)
    .innerJoin(items, eq(items.id, itemTranslations.itemId))
    .where(and(eq(items.storeId, ctx.store.id), inArray(itemTranslations.itemId, ids)));
  // the owner's language first, then the menu's primary one, then any
  const rank = (locale: string) => [ctx.actor.uiLocale, ctx.store.primaryLocale].indexOf(locale) >>> 0;
  const names = new Map<string, string>();
  for (const row of rows.filter((one) => one.title).sort((a, b) => rank(b.locale) - rank(a.locale))) names.set(String(row.id), row.title);
  return names;
}

/**
 * A store's counts for a period and the one before it, as the dashboard shows them (Basic and above).
 * This process's pending counts are written first, so the owner sees every beacon this server received.
 */
export const getAnalyticsSummary = storeFunction(STORE_OF_INPUT, async (ctx: StoreContext, input: AnalyticsQuery): Promise<AnalyticsSummary> => {
  await requireFeature(ctx, ctx.store.id, "powerful_admin_panel");
  await flushAnalyticsCounts(ctx.db);
  const previous = previousPeriod(input.from, input.to);
  const all = (await ctx.db
    .select({ day: sql<string>`${analyticsCounts.day}::text`, dimension: analyticsCounts.dimension, key: analyticsCounts.key, count: analyticsCounts.count })
    .from(analyticsCounts)
    .where(and(eq(analyticsCounts.storeId, ctx.store.id), between(analyticsCounts.day, previous.from, input.to)))) as Row[];
  const rows = all.filter((row) => row.day >= input.from);
  const opensOn = new Map<string, number>();
  for (const row of all) if (row.dimension === "open") opensOn.set(row.day, (opensOn.get(row.day) ?? 0) + row.count);
  const previousDays = daysOf(previous.from, previous.to);
  const days = daysOf(input.from, input.to).map((day, index) => ({ day, opens: opensOn.get(day) ?? 0, previous: opensOn.get(previousDays[index] ?? "") ?? 0 }));

  const weekHours = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
  for (const row of rows) {
    const hour = Number(row.key);
    if (row.dimension === "hour" && hour >= 0 && hour < 24) weekHours[isoWeekday(row.day) - 1]![hour]! += row.count;
  }

  const tableNames = new Map(
    (await ctx.db.select({ position: storeTables.position, name: storeTables.name }).from(storeTables).where(eq(storeTables.storeId, ctx.store.id))).map(
      (table) => [String(table.position), table.name],
    ),
  );
  const productIds = totals(rows, "product").map((entry) => Number(entry.key));
  const dishes = await dishNames(ctx, productIds);
  const sum = (dimension: AnalyticsDimension) => rows.reduce((total, row) => total + (row.dimension === dimension ? row.count : 0), 0);

  return {
    from: input.from,
    to: input.to,
    previousFrom: previous.from,
    previousTo: previous.to,
    opens: days.reduce((total, day) => total + day.opens, 0),
    previousOpens: days.reduce((total, day) => total + day.previous, 0),
    days,
    weekHours,
    tables: totals(rows, "table", (key) => tableNames.get(key) ?? key),
    locales: totals(rows, "locale"),
    devices: totals(rows, "device"),
    products: totals(rows, "product", (key) => dishes.get(key) ?? key),
    searches: totals(rows, "search", undefined, SEARCH_MISS_MIN_VISITS),
    filters: totals(rows, "filter"),
    promotions: totals(rows, "promotion"),
    actions: { cart: sum("cart"), review: sum("review"), wifi: sum("wifi") },
  };
});
