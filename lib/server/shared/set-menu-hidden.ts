import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { categories, items } from "../../db/schema/menu";
import { NotFoundError, type StoreContext } from "../context";
import { recordStoreAction } from "../history/record-action";
import { assertFresh } from "../optimistic";
import { inTransaction } from "../transaction";

const menuTables = { category: categories, item: items } as const;

/** Hides a category or an item of the store from guests, or shows it again, at the version the editor saw. */
export function setMenuHidden(ctx: StoreContext, objectType: keyof typeof menuTables, input: { id: number; hidden: boolean; version: number }): Promise<{ version: number }> {
  const { store } = ctx;
  const table = menuTables[objectType] as typeof categories;
  return inTransaction(ctx, async (tx) => {
    const target = and(eq(table.id, input.id), eq(table.storeId, store.id), eq(table.companyId, store.companyId));
    const [current] = await tx.db.select({ hidden: table.hidden, version: table.version }).from(table).where(target).limit(1);
    if (!current) throw new NotFoundError();
    const row = assertFresh(
      await tx.db
        .update(table)
        .set({ hidden: input.hidden, version: sql`${table.version} + 1` })
        .where(and(target, eq(table.version, input.version)))
        .returning({ version: table.version }),
    );
    const before = { hidden: current.hidden, version: current.version };
    await recordStoreAction(tx, store, { event: "update", objectType, objectId: input.id, before, after: { hidden: input.hidden, version: row.version } });
    return { version: row.version };
  });
}
