import "server-only";
import { and, eq } from "drizzle-orm";
import { actionHistory } from "../../db/schema/history";
import { NotFoundError, type StoreContext } from "../context";
import { selectActionRows, toActionListEntry } from "./action-entry";
import { historyScope } from "./history-scope";
import { historyObjectNames } from "./object-names";
import { STORE_OF_INPUT, storeFunction } from "../tenancy/store-function";

/** One history entry the actor may read from this store, with its before and after documents. */
export const getAction = storeFunction(STORE_OF_INPUT, async (ctx: StoreContext, input: { storeId: number; actionId: number; locale: string }) => {
  const { store, where } = historyScope(ctx);
  const [row] = await selectActionRows(ctx.db)
    .where(and(where, eq(actionHistory.id, input.actionId)))
    .limit(1);
  if (!row) throw new NotFoundError();
  const names = await historyObjectNames(ctx.db, [row.entry], input.locale);
  return {
    ...toActionListEntry(row, names),
    before: row.entry.before,
    after: row.entry.after,
    timezone: store.timezone,
  };
});
