import { ZStoreIdQuery } from "@/lib/schemas/id";
import { jsonError, withActor } from "@/lib/server/auth/route";
import { getStoreSettings } from "@/lib/server/stores/get-store-settings";

export const dynamic = "force-dynamic";

export const GET = withActor(async (request, { db, actor }) => {
  const query = ZStoreIdQuery.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!query.success) return jsonError(400, "Value is incorrect");
  const settings = await getStoreSettings(db, actor, query.data.storeId);
  return settings ? Response.json(settings) : jsonError(404, "Store not found");
});
