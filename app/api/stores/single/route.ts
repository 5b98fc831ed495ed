import type { NextRequest } from "next/server";
import { db } from "@/lib/db/runtime";
import { ZStoreSingleQuery } from "@/lib/schemas/stores";
import { getActor } from "@/lib/server/auth/actor";
import { jsonError, publicRoute } from "@/lib/server/auth/route";
import { getStoreSingle } from "@/lib/server/stores/get-store-single";

export const dynamic = "force-dynamic";

export const GET = publicRoute(async (request: NextRequest) => {
  const parsed = ZStoreSingleQuery.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!parsed.success) return jsonError(400, "Value is incorrect");
  const { id, scope } = parsed.data;
  const actor = scope === "owned" ? await getActor() : null;
  if (scope === "owned" && !actor) return jsonError(401, "Unauthorized");
  const store = await getStoreSingle(await db(), id, scope, actor);
  return store ? Response.json(store) : jsonError(404, "Store not found");
});
