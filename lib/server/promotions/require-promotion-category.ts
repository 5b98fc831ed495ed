import "server-only";
import { and, eq } from "drizzle-orm";
import { promotionCategories } from "../../db/schema/promotions";
import type { Db } from "../../db/types";
import { NotFoundError, type StoreContext } from "../context";
import type { StoreScope } from "../tenancy/store-function";

/** The store a promotion category belongs to, read without any access check: only for a wrapper to resolve and check. */
export async function unsafePromotionCategoryStoreId(db: Db, id: number): Promise<number | null> {
  const [row] = await db.select({ storeId: promotionCategories.storeId }).from(promotionCategories).where(eq(promotionCategories.id, id)).limit(1);
  return row?.storeId ?? null;
}

/** Calls on the promotion category `input.id`: they act on its store. */
export const PROMOTION_CATEGORY_OF_INPUT: StoreScope<{ id: number }> = {
  store: (input, db) => unsafePromotionCategoryStoreId(db, input.id),
  access: "store",
};

/** Calls on the promotions of the category `input.categoryId`: they act on its store. */
export const PROMOTION_CATEGORY_OF_CATEGORY_ID: StoreScope<{ categoryId: number }> = {
  store: (input, db) => unsafePromotionCategoryStoreId(db, input.categoryId),
  access: "store",
};

/** A promotion category of the context's store; foreign and missing ones are not found. */
export async function requirePromotionCategory(ctx: StoreContext, id: number) {
  const { store } = ctx;
  const [category] = await ctx.db
    .select()
    .from(promotionCategories)
    .where(and(eq(promotionCategories.id, id), eq(promotionCategories.storeId, store.id), eq(promotionCategories.companyId, store.companyId)))
    .limit(1);
  if (!category) throw new NotFoundError();
  return { category, store };
}
