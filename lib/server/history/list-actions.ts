import "server-only";
import { and, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import { actionHistory } from "../../db/schema/history";
import { stores } from "../../db/schema/stores";
import { users } from "../../db/schema/users";
import { isReorderSnapshot } from "../../domain/history-label";
import { nextDay, zonedDayStart } from "../../domain/zoned-day";
import { type ActionFilters, HISTORY_PAGE_SIZE } from "../../schemas/history";
import type { StoreContext } from "../context";
import { historyScope } from "./history-scope";
import { historyObjectNames } from "./object-names";
import { STORE_OF_INPUT, storeFunction } from "../tenancy/store-function";

export interface ActionListEntry {
  id: number;
  createdAt: Date;
  event: "create" | "update" | "destroy";
  objectType: string;
  objectId: number | null;
  objectName: string | null;
  /** a new order of the object's children (objectName names the parent) */
  reorder: boolean;
  userId: number | null;
  userName: string | null;
  storeName: string | null;
}

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
    ctx.db
      .select({ entry: actionHistory, firstName: users.firstName, lastName: users.lastName, email: users.email, storeName: stores.name })
      .from(actionHistory)
      .leftJoin(users, eq(users.id, actionHistory.userId))
      .leftJoin(stores, eq(stores.id, actionHistory.storeId))
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
  const entries: ActionListEntry[] = rows.map(({ entry, firstName, lastName, email, storeName }) => ({
    id: entry.id,
    createdAt: entry.createdAt,
    event: entry.event,
    objectType: entry.objectType,
    objectId: entry.objectId,
    objectName: names.get(entry.id) ?? null,
    reorder: isReorderSnapshot(entry.after),
    userId: entry.userId,
    userName: email === null ? null : [firstName, lastName].filter(Boolean).join(" ") || email,
    storeName,
  }));
  const pageCount = Math.max(1, Math.ceil((total?.total ?? 0) / HISTORY_PAGE_SIZE));
  return { entries, total: total?.total ?? 0, page: filters.page, pageCount, timezone: store.timezone };
});
