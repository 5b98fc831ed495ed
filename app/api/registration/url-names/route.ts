import { db } from "@/lib/db/runtime";
import { ZUrlNameQuery } from "@/lib/schemas/registration";
import { jsonError, withActor } from "@/lib/server/auth/route";
import { urlNameAvailability } from "@/lib/server/registration/url-names";

export const dynamic = "force-dynamic";

/** Whether a company or venue URL name is still free, for the organization step of registration. */
export const GET = withActor(async (request) => {
  const query = ZUrlNameQuery.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!query.success) return jsonError(400, "Bad request");
  const answer = await urlNameAvailability(await db(), query.data);
  return Response.json(answer, { headers: { "Cache-Control": "no-store" } });
});
