import { eq } from "drizzle-orm";
import { promotions } from "../../db/schema/promotions";
import { NotFoundError, type ServerContext } from "../context";
import { requireStoreAccess } from "../stores/require-store-access";

/** A promotion of a store the actor manages; foreign and missing ones are not found. */
export async function requirePromotion(ctx: ServerContext, id: number) {
  const [promotion] = await ctx.db.select().from(promotions).where(eq(promotions.id, id)).limit(1);
  if (!promotion) throw new NotFoundError();
  const store = await requireStoreAccess(ctx, promotion.storeId);
  if (store.companyId !== promotion.companyId) throw new NotFoundError();
  return { promotion, store };
}
