import "server-only";
import type { SetItemHidden } from "../../schemas/items";
import type { StoreContext } from "../context";
import { setMenuHidden } from "../shared/set-menu-hidden";
import { STORE_OF_INPUT, storeFunction } from "../tenancy/store-function";

/** Hides an item from guests or shows it again. */
export const setItemHidden = storeFunction(STORE_OF_INPUT, (ctx: StoreContext, input: SetItemHidden) =>
  setMenuHidden(ctx, "item", { id: input.itemId, hidden: input.hidden, version: input.version }),
);
