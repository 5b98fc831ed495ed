import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { categories } from "../../db/schema/menu";
import type { SetCategoryHidden } from "../../schemas/categories";
import { NotFoundError, type StoreContext } from "../context";
import { recordStoreAction } from "../history/record-action";
import { assertFresh } from "../optimistic";
import { inTransaction } from "../transaction";
import { STORE_OF_INPUT, storeFunction } from "../tenancy/store-function";

/** Hides a category from guests or shows it again. */
export const setCategoryHidden = storeFunction(STORE_OF_INPUT, async (ctx: StoreContext, input: SetCategoryHidden): Promise<{ version: number }> => {
  const { store } = ctx;
  return inTransaction(ctx, async (tx) => {
    const target = and(eq(categories.id, input.categoryId), eq(categories.storeId, store.id), eq(categories.companyId, store.companyId));
    const [current] = await tx.db.select({ hidden: categories.hidden, version: categories.version }).from(categories).where(target).limit(1);
    if (!current) throw new NotFoundError();
    const row = assertFresh(
      await tx.db
        .update(categories)
        .set({ hidden: input.hidden, version: sql`${categories.version} + 1` })
        .where(and(target, eq(categories.version, input.version)))
        .returning({ version: categories.version }),
    );
    await recordStoreAction(tx, store, { event: "update", objectType: "category", objectId: input.categoryId, before: { hidden: current.hidden, version: current.version }, after: { hidden: input.hidden, version: row.version } });
    return { version: row.version };
  });
});
