import "server-only";
import { and, eq } from "drizzle-orm";
import { actionHistory } from "../../db/schema/history";
import { stores } from "../../db/schema/stores";
import { users } from "../../db/schema/users";
import { isReorderSnapshot } from "../../domain/history-label";
import { NotFoundError, type StoreContext } from "../context";
import { historyScope } from "./history-scope";
import { historyObjectNames } from "./object-names";
import { STORE_OF_INPUT, storeFunction } from "../tenancy/store-function";

/** One history entry the actor may read from this store, with its before and after documents. */
export const getAction = storeFunction(STORE_OF_INPUT, async (ctx: StoreContext, input: { storeId: number; actionId: number; locale: string }) => {
  const { store, where } = historyScope(ctx);
  const [row] = await ctx.db
    .select({ entry: actionHistory, firstName: users.firstName, lastName: users.lastName, email: users.email, storeName: stores.name })
    .from(actionHistory)
    .leftJoin(users, eq(users.id, actionHistory.userId))
    .leftJoin(stores, eq(stores.id, actionHistory.storeId))
    .where(and(where, eq(actionHistory.id, input.actionId)))
    .limit(1);
  if (!row) throw new NotFoundError();
  const { entry, firstName, lastName, email, storeName } = row;
  const names = await historyObjectNames(ctx.db, [entry], input.locale);
  return {
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
    before: entry.before,
    after: entry.after,
    timezone: store.timezone,
  };
});
