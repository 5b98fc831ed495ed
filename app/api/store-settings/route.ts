import { zIdParam } from "@/lib/schemas/id";
import { jsonError, withActor } from "@/lib/server/auth/route";
import { getStoreSettings } from "@/lib/server/stores/get-store-settings";

export const dynamic = "force-dynamic";

const ZStoreId = zIdParam();

export const GET = withActor(async (request, { db, actor }) => {
  const storeId = ZStoreId.safeParse(request.nextUrl.searchParams.get("storeId"));
  if (!storeId.success) return jsonError(400, "Value is incorrect");
  const settings = await getStoreSettings(db, actor, storeId.data);
  return settings ? Response.json(settings) : jsonError(404, "Store not found");
});
