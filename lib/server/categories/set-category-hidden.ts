import "server-only";
import type { SetCategoryHidden } from "../../schemas/categories";
import type { StoreContext } from "../context";
import { setMenuHidden } from "../shared/set-menu-hidden";
import { STORE_OF_INPUT, storeFunction } from "../tenancy/store-function";

/** Hides a category from guests or shows it again. */
export const setCategoryHidden = storeFunction(STORE_OF_INPUT, (ctx: StoreContext, input: SetCategoryHidden) =>
  setMenuHidden(ctx, "category", { id: input.categoryId, hidden: input.hidden, version: input.version }),
);
