import type { NextRequest } from "next/server";
import { log } from "../../log";
import { type Actor, getActor } from "./actor";

type Handler<C> = (request: NextRequest, actor: Actor, context: C) => Promise<Response>;

export const jsonError = (status: number, message: string) => Response.json({ error: message }, { status });

/** Route handlers for signed-in users only: everyone else gets 401, and nothing runs; failures are logged, not shown. */
export function withActor<C>(handler: Handler<C>) {
  return async (request: NextRequest, context: C): Promise<Response> => {
    try {
      const actor = await getActor();
      if (!actor) return jsonError(401, "Unauthorized");
      return await handler(request, actor, context);
    } catch (error) {
      log.error({ err: error, path: request.nextUrl.pathname }, "request failed");
      return jsonError(500, "Request failed");
    }
  };
}
