import "server-only";
import type { Db } from "../../db/types";
import type { ServerContext, StoreContext } from "../context";
import { resolveStore, type StoreAccess } from "./scoped-store";

/**
 * Which store a server function acts on and the access it needs. `store` reads the store id from the
 * input, or looks it up (unscoped) from the id of the entity the call targets; the access check follows.
 */
export interface StoreScope<I> {
  store: (input: I, db: Db) => number | null | Promise<number | null>;
  access: StoreAccess;
}

/** A server function bound to one store: call it with an actor's context, or `run` it with a resolved one. */
export interface StoreFunction<I, T> {
  (ctx: ServerContext, input: I): Promise<T>;
  scope: StoreScope<I>;
  run: (ctx: StoreContext, input: I) => Promise<T>;
}

/** The store the input names; a store the actor may not enter is NotFoundError. */
export async function inStore<I>(ctx: ServerContext, scope: StoreScope<I>, input: I): Promise<StoreContext> {
  const storeId = await scope.store(input, ctx.db);
  return { ...ctx, store: await resolveStore(ctx.db, ctx.actor, storeId, scope.access) };
}

export function storeFunction<I, T>(scope: StoreScope<I>, run: (ctx: StoreContext, input: I) => Promise<T>): StoreFunction<I, T> {
  const call = async (ctx: ServerContext, input: I) => run(await inStore(ctx, scope, input), input);
  return Object.assign(call, { scope, run });
}

/** The store named by the input's `storeId`, for the store's admin panel. */
export const STORE_OF_INPUT: StoreScope<{ storeId: number }> = { store: (input) => input.storeId, access: "store" };

/** The store named by the input's `storeId`, for what is the company's business (billing, cards): its managers only. */
export const COMPANY_OF_INPUT: StoreScope<{ storeId: number }> = { store: (input) => input.storeId, access: "company" };

/** The store of a page's loader called with the store id alone, for the store's admin panel. */
export const STORE_OF_ID: StoreScope<number> = { store: (storeId) => storeId, access: "store" };
