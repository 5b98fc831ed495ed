import type { NextRequest } from "next/server";
import "server-only";
import { ZSeveralGet, type SeveralGet } from "../../schemas/menu-common";
import { readJson } from "../auth/read-json";
import type { ServerContext } from "../context";

/** POST {ids} → the records `load` finds among the caller's stores; 400 on a body that is not {ids: positive ints, ≤ 500}. */
export function severalGetHandler(load: (ctx: ServerContext, input: SeveralGet) => Promise<unknown[]>) {
  return async (request: NextRequest, ctx: ServerContext): Promise<Response> => {
    const body = await readJson(request, ZSeveralGet);
    if (!body.ok) return body.response;
    const records = await load(ctx, body.data);
    return Response.json(records, { headers: { "Cache-Control": "no-store" } });
  };
}
