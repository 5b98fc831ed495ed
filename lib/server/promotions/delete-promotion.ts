import "server-only";
import { and, eq } from "drizzle-orm";
import { promotions } from "../../db/schema/promotions";
import type { VersionedTarget } from "../../schemas/promotions";
import type { StoreContext } from "../context";
import { recordStoreAction } from "../history/record-action";
import { assertFresh } from "../optimistic";
import { inTransaction } from "../transaction";
import { requirePromotion } from "./require-promotion";
import { unsafePromotionSnapshot } from "./unsafe-snapshots";
import { PROMOTION_OF_INPUT } from "./require-promotion";
import { storeFunction } from "../tenancy/store-function";

/** Deletes a promotion, if nobody saved it since `version`. */
export const deletePromotion = storeFunction(PROMOTION_OF_INPUT, async (ctx: StoreContext, input: VersionedTarget): Promise<void> => {
  const { promotion, store } = await requirePromotion(ctx, input.id);
  await inTransaction(ctx, async (tx) => {
    const before = await unsafePromotionSnapshot(tx.db, promotion.id);
    assertFresh(
      await tx.db
        .delete(promotions)
        .where(and(eq(promotions.id, promotion.id), eq(promotions.version, input.version)))
        .returning({ id: promotions.id }),
    );
    await recordStoreAction(tx, store, { event: "destroy", objectType: "promotion", objectId: promotion.id, before });
  });
});
