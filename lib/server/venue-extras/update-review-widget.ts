import type { ReviewWidgetSettings } from "../../schemas/review-widget";
import type { ServerContext } from "../context";
import { saveStoreExtra } from "./save-store-extra";

/** Saves the normalised review widget (null clears it); the pasted code itself is never kept. */
export async function updateReviewWidget(ctx: ServerContext, input: ReviewWidgetSettings): Promise<{ version: number }> {
  return saveStoreExtra(ctx, { storeId: input.storeId, version: input.version }, "reviewWidget", input.widget);
}
