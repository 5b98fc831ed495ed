import "server-only";
import { promotions } from "../../db/schema/promotions";
import type { StoreContext } from "../context";
import { storeOwned } from "../tenancy/store-owned";

const promotionRows = storeOwned(promotions);

/** Calls on the promotion `input.id`: they act on its store. */
export const PROMOTION_OF_INPUT = promotionRows.scopeOf("id");

/** A promotion of the context's store; foreign and missing ones are not found. */
export async function requirePromotion(ctx: StoreContext, id: number) {
  return { promotion: await promotionRows.require(ctx, id), store: ctx.store };
}
