import { ZTranslationStatuses } from "@/lib/schemas/translations";
import { readJson } from "@/lib/server/auth/read-json";
import { withActor } from "@/lib/server/auth/route";
import { translationStatuses } from "@/lib/server/translations/translation-statuses";

export const dynamic = "force-dynamic";

/** SPEC §7 POST {ids, type}: [{id, status}] for the caller's products, promotions or categories (completed, failed, in_queue, in_progress). */
export const POST = withActor(async (request, ctx) => {
  const body = await readJson(request, ZTranslationStatuses);
  if (!body.ok) return body.response;
  return Response.json(await translationStatuses(ctx, body.data), { headers: { "Cache-Control": "no-store" } });
}, "read");
