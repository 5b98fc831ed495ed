import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { promotionCategories, promotions } from "../../db/schema/promotions";
import type { VersionedTarget } from "../../schemas/promotions";
import type { StoreContext } from "../context";
import { recordAction } from "../history/record-action";
import { assertFresh } from "../optimistic";
import { inTransaction } from "../transaction";
import { requirePromotionCategory } from "./require-promotion-category";
import { unsafePromotionCategorySnapshot, unsafePromotionSnapshot } from "./unsafe-snapshots";
import { PROMOTION_CATEGORY_OF_INPUT } from "./require-promotion-category";
import { storeFunction } from "../tenancy/store-function";

/** Deletes a category with all its promotions; each one gets its own history entry. */
export const deletePromotionCategory = storeFunction(PROMOTION_CATEGORY_OF_INPUT, async (ctx: StoreContext, input: VersionedTarget): Promise<{ promotions: number }> => {
  const { category, store } = await requirePromotionCategory(ctx, input.id);
  const scope = { companyId: store.companyId, storeId: store.id };
  return inTransaction(ctx, async (tx) => {
    const before = await unsafePromotionCategorySnapshot(tx.db, category.id);
    const children = await tx.db
      .select({ id: promotions.id })
      .from(promotions)
      .where(eq(promotions.promotionCategoryId, category.id))
      .orderBy(asc(promotions.position), asc(promotions.id));
    for (const child of children) {
      const snapshot = await unsafePromotionSnapshot(tx.db, child.id);
      await recordAction(tx.db, tx, { ...scope, event: "destroy", objectType: "promotion", objectId: child.id, before: snapshot });
    }
    assertFresh(
      await tx.db
        .delete(promotionCategories)
        .where(and(eq(promotionCategories.id, category.id), eq(promotionCategories.version, input.version)))
        .returning({ id: promotionCategories.id }),
    );
    await recordAction(tx.db, tx, { ...scope, event: "destroy", objectType: "promotion_category", objectId: category.id, before });
    return { promotions: children.length };
  });
});
