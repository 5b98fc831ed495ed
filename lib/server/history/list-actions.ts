import "server-only";
import { and, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import { actionHistory } from "../../db/schema/history";
import { nextDay, zonedDayStart } from "../../domain/zoned-day";
import { type ActionFilters, HISTORY_PAGE_SIZE } from "../../schemas/history";
import type { StoreContext } from "../context";
import { selectActionRows, toActionListEntry } from "./action-entry";
import { historyScope } from "./history-scope";
import { historyObjectNames } from "./object-names";
import { STORE_OF_INPUT, storeFunction } from "../tenancy/store-function";

/** A page of the history entries the actor may read from this store, newest first, filtered. */
export const listActions = storeFunction(STORE_OF_INPUT, async (ctx: StoreContext, input: { storeId: number; locale: string; filters: ActionFilters }) => {
  const { store, where } = historyScope(ctx);
  const { filters } = input;
  const conditions: (SQL | undefined)[] = [where];
  if (filters.event) conditions.push(eq(actionHistory.event, filters.event));
  if (filters.objectType) conditions.push(eq(actionHistory.objectType, filters.objectType));
  if (filters.userId) conditions.push(eq(actionHistory.userId, filters.userId));
  const from = filters.from ? zonedDayStart(filters.from, store.timezone) : null;
  const to = filters.to ? zonedDayStart(nextDay(filters.to), store.timezone) : null;
  if (from) conditions.push(gte(actionHistory.createdAt, from));
  if (to) conditions.push(lt(actionHistory.createdAt, to));
  const condition = and(...conditions);
  const [[total], rows] = await Promise.all([
    ctx.db.select({ total: count() }).from(actionHistory).where(condition),
    selectActionRows(ctx.db)
      .where(condition)
      .orderBy(desc(actionHistory.createdAt), desc(actionHistory.id))
      .limit(HISTORY_PAGE_SIZE)
      .offset((filters.page - 1) * HISTORY_PAGE_SIZE),
  ]);
  const names = await historyObjectNames(
    ctx.db,
    rows.map(({ entry }) => entry),
    input.locale,
  );
  const entries = rows.map((row) => toActionListEntry(row, names));
  const pageCount = Math.max(1, Math.ceil((total?.total ?? 0) / HISTORY_PAGE_SIZE));
  return { entries, total: total?.total ?? 0, page: filters.page, pageCount, timezone: store.timezone };
});
