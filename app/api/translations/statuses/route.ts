import { ZTranslationStatuses } from "@/lib/schemas/translations";
import { jsonError, withActor } from "@/lib/server/auth/route";
import { translationStatuses } from "@/lib/server/translations/translation-statuses";

export const dynamic = "force-dynamic";

/** SPEC §7 POST {ids, type}: [{id, status}] for the caller's products, promotions or categories (completed, failed, in_queue, in_progress). */
export const POST = withActor(async (request, ctx) => {
  const parsed = ZTranslationStatuses.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return jsonError(400, "Bad request");
  return Response.json(await translationStatuses(ctx, parsed.data), { headers: { "Cache-Control": "no-store" } });
});
