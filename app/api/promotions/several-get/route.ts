import { ZSeveralGetPromotions } from "@/lib/schemas/promotions";
import { jsonError, withActor } from "@/lib/server/auth/route";
import { severalGetPromotions } from "@/lib/server/promotions/several-get-promotions";

export const dynamic = "force-dynamic";

/** SPEC §7: full records of the requested promotions in the caller's stores; others are simply absent. */
export const POST = withActor(async (request, ctx) => {
  const body: unknown = await request.json().catch(() => undefined);
  const parsed = ZSeveralGetPromotions.safeParse(body);
  if (!parsed.success) return jsonError(400, "Value is incorrect");
  return Response.json(await severalGetPromotions(ctx, parsed.data));
});
