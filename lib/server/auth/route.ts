import "server-only";
import type { NextRequest } from "next/server";
import { db } from "../../db/runtime";
import { log } from "../../log";
import { NotFoundError, type ServerContext, serverContext, type StoreContext } from "../context";
import { inStore, type StoreScope } from "../tenancy/store-function";
import { getActor } from "./actor";

type Handler<C, X> = (request: NextRequest, ctx: X, context: C) => Promise<Response>;

export const jsonError = (status: number, message: string) => Response.json({ error: message }, { status });

const READING_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * What a route does: a `write` (any method but GET and HEAD, by default) is refused with 403 in a support
 * view, which is read-only; a `read` only looks, whatever its method (a POST carrying a list of ids).
 */
export type RouteKind = "write" | "read";

/** Route handlers for signed-in users only: everyone else gets 401, and nothing runs; failures are logged, not shown. */
export function withActor<C>(handler: Handler<C, ServerContext>, kind?: RouteKind) {
  return async (request: NextRequest, context: C): Promise<Response> => {
    try {
      const actor = await getActor();
      if (!actor) return jsonError(401, "Unauthorized");
      const writes = (kind ?? (READING_METHODS.has(request.method) ? "read" : "write")) === "write";
      if (actor.supportView && writes) return jsonError(403, "supportViewReadOnly");
      return await handler(request, serverContext(await db(), actor), context);
    } catch (error) {
      log.error({ err: error, path: request.nextUrl.pathname }, "request failed");
      return jsonError(500, "Request failed");
    }
  };
}

/**
 * Route handlers on one store: `scope` reads the store from the request (null when the request names
 * none), the access is checked once here, and a foreign, missing or unnamed store answers 404 alike.
 */
export function withStore<C>(scope: StoreScope<{ request: NextRequest; context: C }>, handler: Handler<C, StoreContext>, kind?: RouteKind) {
  return withActor<C>(async (request, actorCtx, context) => {
    let ctx: StoreContext;
    try {
      ctx = await inStore(actorCtx, scope, { request, context });
    } catch (error) {
      if (error instanceof NotFoundError) return jsonError(404, "Not found");
      throw error;
    }
    return handler(request, ctx, context);
  }, kind);
}

/** Route handlers open to everyone (health, QR key lookup, public store data): failures are logged, not shown. */
export function publicRoute<C>(handler: (request: NextRequest, context: C) => Promise<Response>) {
  return async (request: NextRequest, context: C): Promise<Response> => {
    try {
      return await handler(request, context);
    } catch (error) {
      log.error({ err: error, path: request.nextUrl.pathname }, "request failed");
      return jsonError(500, "Request failed");
    }
  };
}
