import "server-only";
import type { ReviewWidgetSettings } from "../../schemas/review-widget";
import type { StoreContext } from "../context";
import { STORE_OF_INPUT, storeFunction } from "../tenancy/store-function";
import { requireFeature } from "../subscriptions/store-may-use-feature";
import { saveStoreExtra } from "./save-store-extra";

/** Saves the normalised review widget (null clears it); the pasted code itself is never kept. */
export const updateReviewWidget = storeFunction(STORE_OF_INPUT, async (ctx: StoreContext, input: ReviewWidgetSettings): Promise<{ version: number }> => {
  await requireFeature(ctx, ctx.store.id, "review_integration");
  return saveStoreExtra(ctx, { version: input.version }, "reviewWidget", input.widget);
});
