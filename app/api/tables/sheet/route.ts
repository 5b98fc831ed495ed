import { zIdParam } from "@/lib/schemas/id";
import { db } from "@/lib/db/runtime";
import { rootOrigin } from "@/lib/sites/public-origin";
import { jsonError, withActor } from "@/lib/server/auth/route";
import { downloadResponse } from "@/lib/server/tables/download-response";
import { tablesSheetFile } from "@/lib/server/tables/tables-sheet-file";

export const dynamic = "force-dynamic";

const ZStoreId = zIdParam();

/** GET /api/tables/sheet?storeId=: every table's code on print-ready A4 pages (PDF). */
export const GET = withActor(async (request, actor) => {
  const storeId = ZStoreId.safeParse(request.nextUrl.searchParams.get("storeId"));
  if (!storeId.success) return jsonError(404, "Not found");
  const ctx = { db: await db(), actor, now: new Date() };
  const rootSiteOrigin = rootOrigin();
  return downloadResponse(() => tablesSheetFile(ctx, { storeId: storeId.data, rootSiteOrigin }));
});
