import { and, asc, eq } from "drizzle-orm";
import { promotions } from "../../db/schema/promotions";
import type { ReorderPromotions } from "../../schemas/promotions";
import type { ServerContext } from "../context";
import { recordAction } from "../history/record-action";
import { inTransaction } from "../transaction";
import { assertSameSet } from "./assert-same-set";
import { requirePromotionCategory } from "./require-promotion-category";

/** Puts a category's promotions in the given order; the list must be exactly its current promotions. */
export async function reorderPromotions(ctx: ServerContext, input: ReorderPromotions): Promise<{ moved: number }> {
  const { category, store } = await requirePromotionCategory(ctx, input.categoryId);
  return inTransaction(ctx, async (tx) => {
    const current = await tx.db
      .select({ id: promotions.id, position: promotions.position })
      .from(promotions)
      .where(eq(promotions.promotionCategoryId, category.id))
      .orderBy(asc(promotions.position), asc(promotions.id))
      .for("update");
    assertSameSet(current.map((row) => row.id), input.ids);
    const positions = new Map(current.map((row) => [row.id, row.position]));
    let moved = 0;
    for (const [position, id] of input.ids.entries()) {
      if (positions.get(id) === position) continue;
      await tx.db
        .update(promotions)
        .set({ position })
        .where(and(eq(promotions.id, id), eq(promotions.promotionCategoryId, category.id)));
      await recordAction(tx.db, tx, {
        companyId: store.companyId,
        storeId: store.id,
        event: "update",
        objectType: "promotion",
        objectId: id,
        before: { position: positions.get(id) },
        after: { position },
      });
      moved += 1;
    }
    return { moved };
  });
}
