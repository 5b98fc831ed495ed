import "server-only";
import { categories } from "../../db/schema/menu";
import { storeOwned } from "../tenancy/store-owned";

/** Calls on the menu category `input.categoryId`: they act on its store. */
export const CATEGORY_OF_CATEGORY_ID = storeOwned(categories).scopeOf("categoryId");
