import "server-only";
import { env } from "../../env";
import type { StoreContext } from "../context";
import { STORE_OF_ID, storeFunction } from "../tenancy/store-function";
import { translationTargets } from "./queue-translations";

/** Whether an engine is connected and which languages the store's plan translates into, for the admin panel's text forms. */
export const translateSetup = storeFunction(STORE_OF_ID, async (ctx: StoreContext) => ({
  engine: env().TRANSLATION_PROVIDER !== "none",
  targets: await translationTargets(ctx.db, ctx.clock, ctx.store),
}));
