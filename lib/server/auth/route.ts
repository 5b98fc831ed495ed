import type { NextRequest } from "next/server";
import { type Actor, getActor } from "./actor";

type Handler<C> = (request: NextRequest, actor: Actor, context: C) => Promise<Response>;

export const jsonError = (status: number, message: string) => Response.json({ error: message }, { status });

/** Route handlers for signed-in users only: everyone else gets 401, and nothing runs. */
export function withActor<C>(handler: Handler<C>) {
  return async (request: NextRequest, context: C): Promise<Response> => {
    const actor = await getActor();
    if (!actor) return jsonError(401, "Unauthorized");
    return handler(request, actor, context);
  };
}
