import { ZSeveralGetPromotions } from "@/lib/schemas/promotions";
import { readJson } from "@/lib/server/auth/read-json";
import { withActor } from "@/lib/server/auth/route";
import { severalGetPromotions } from "@/lib/server/promotions/several-get-promotions";

export const dynamic = "force-dynamic";

/** SPEC §7: full records of the requested promotions in the caller's stores; others are simply absent. */
export const POST = withActor(async (request, ctx) => {
  const body = await readJson(request, ZSeveralGetPromotions, "Value is incorrect");
  if (!body.ok) return body.response;
  return Response.json(await severalGetPromotions(ctx, body.data));
}, "read");
