import "server-only";
import { and, eq } from "drizzle-orm";
import { promotions } from "../../db/schema/promotions";
import type { Db } from "../../db/types";
import { NotFoundError, type StoreContext } from "../context";
import type { StoreScope } from "../tenancy/store-function";

/** The store a promotion belongs to, read without any access check: only for a wrapper to resolve and check. */
export async function unsafePromotionStoreId(db: Db, id: number): Promise<number | null> {
  const [row] = await db.select({ storeId: promotions.storeId }).from(promotions).where(eq(promotions.id, id)).limit(1);
  return row?.storeId ?? null;
}

/** Calls on the promotion `input.id`: they act on its store. */
export const PROMOTION_OF_INPUT: StoreScope<{ id: number }> = { store: (input, db) => unsafePromotionStoreId(db, input.id), access: "store" };

/** A promotion of the context's store; foreign and missing ones are not found. */
export async function requirePromotion(ctx: StoreContext, id: number) {
  const { store } = ctx;
  const [promotion] = await ctx.db
    .select()
    .from(promotions)
    .where(and(eq(promotions.id, id), eq(promotions.storeId, store.id), eq(promotions.companyId, store.companyId)))
    .limit(1);
  if (!promotion) throw new NotFoundError();
  return { promotion, store };
}
