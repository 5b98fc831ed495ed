import type { NextRequest } from "next/server";
import "server-only";
import { ZSeveralGet, type SeveralGet } from "../../schemas/menu-common";
import { jsonError } from "../auth/route";
import type { ServerContext } from "../context";

/** POST {ids} → the records `load` finds among the caller's stores; 400 on a body that is not {ids: positive ints, ≤ 500}. */
export function severalGetHandler(load: (ctx: ServerContext, input: SeveralGet) => Promise<unknown[]>) {
  return async (request: NextRequest, ctx: ServerContext): Promise<Response> => {
    const body: unknown = await request.json().catch(() => null);
    const parsed = ZSeveralGet.safeParse(body);
    if (!parsed.success) return jsonError(400, "Bad request");
    const records = await load(ctx, parsed.data);
    return Response.json(records, { headers: { "Cache-Control": "no-store" } });
  };
}
