import { eq } from "drizzle-orm";
import { promotionCategories } from "../../db/schema/promotions";
import { NotFoundError, type ServerContext } from "../context";
import { requireStoreAccess } from "../stores/require-store-access";

/** A promotion category of a store the actor manages; foreign and missing ones are not found. */
export async function requirePromotionCategory(ctx: ServerContext, id: number) {
  const [category] = await ctx.db.select().from(promotionCategories).where(eq(promotionCategories.id, id)).limit(1);
  if (!category) throw new NotFoundError();
  const store = await requireStoreAccess(ctx, category.storeId);
  if (store.companyId !== category.companyId) throw new NotFoundError();
  return { category, store };
}
