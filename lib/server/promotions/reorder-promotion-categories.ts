import { and, asc, eq } from "drizzle-orm";
import { promotionCategories } from "../../db/schema/promotions";
import type { ReorderPromotionCategories } from "../../schemas/promotions";
import type { ServerContext } from "../context";
import { recordAction } from "../history/record-action";
import { requireStoreAccess } from "../stores/require-store-access";
import { inTransaction } from "../transaction";
import { assertSameSet } from "./assert-same-set";

/** Puts the store's categories in the given order; the list must be exactly the store's current categories. */
export async function reorderPromotionCategories(ctx: ServerContext, input: ReorderPromotionCategories): Promise<{ moved: number }> {
  const store = await requireStoreAccess(ctx, input.storeId);
  return inTransaction(ctx, async (tx) => {
    const current = await tx.db
      .select({ id: promotionCategories.id, position: promotionCategories.position })
      .from(promotionCategories)
      .where(eq(promotionCategories.storeId, store.id))
      .orderBy(asc(promotionCategories.position), asc(promotionCategories.id))
      .for("update");
    assertSameSet(current.map((row) => row.id), input.ids);
    const positions = new Map(current.map((row) => [row.id, row.position]));
    let moved = 0;
    for (const [position, id] of input.ids.entries()) {
      if (positions.get(id) === position) continue;
      await tx.db
        .update(promotionCategories)
        .set({ position })
        .where(and(eq(promotionCategories.id, id), eq(promotionCategories.storeId, store.id)));
      await recordAction(tx.db, tx, {
        companyId: store.companyId,
        storeId: store.id,
        event: "update",
        objectType: "promotion_category",
        objectId: id,
        before: { position: positions.get(id) },
        after: { position },
      });
      moved += 1;
    }
    return { moved };
  });
}
