import { ZUrlNameQuery } from "@/lib/schemas/registration";
import { takeRateLimit, URL_NAME_CHECKS_PER_USER } from "@/lib/server/auth/rate-limit";
import { jsonError, withActor } from "@/lib/server/auth/route";
import { suggestUrlName } from "@/lib/server/registration/suggest-url-name";
import { urlNameAvailability } from "@/lib/server/registration/url-names";

export const dynamic = "force-dynamic";

/**
 * Whether a company or venue URL name is still free, and a free one made of a name, for the organization
 * step of registration and the new-store form; rate limited per user.
 */
export const GET = withActor(async (request, ctx) => {
  const query = ZUrlNameQuery.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!query.success) return jsonError(400, "Bad request");
  if (!(await takeRateLimit(ctx.db, `url-names:user:${ctx.actor.userId}`, URL_NAME_CHECKS_PER_USER))) return jsonError(429, "rateLimited");
  const { suggestFrom, suggestFor, ...names } = query.data;
  const answer = await urlNameAvailability(ctx.db, names);
  const suggestion = suggestFrom && suggestFor ? await suggestUrlName(ctx.db, suggestFrom, suggestFor) : null;
  return Response.json({ ...answer, suggestion }, { headers: { "Cache-Control": "no-store" } });
});
