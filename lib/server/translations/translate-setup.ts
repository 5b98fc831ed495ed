import "server-only";
import { env } from "../../env";
import type { StoreContext } from "../context";
import { STORE_OF_INPUT, storeFunction } from "../tenancy/store-function";
import { targetsOf } from "./queue-translations";

/**
 * Whether an engine is connected and which languages the store's plan translates into, for the admin
 * panel's text forms; `translationLocales` comes from the store's settled subscription.
 */
export const translateSetup = storeFunction(STORE_OF_INPUT, async (ctx: StoreContext, input: { storeId: number; translationLocales: readonly string[] }) => ({
  engine: env().TRANSLATION_PROVIDER !== "none",
  targets: targetsOf(ctx.store, input.translationLocales),
}));
