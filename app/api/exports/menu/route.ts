import { zIdParam } from "@/lib/schemas/id";
import { ZMenuExportQuery } from "@/lib/schemas/menu-export";
import { jsonError, withStore } from "@/lib/server/auth/route";
import { DomainError } from "@/lib/server/context";
import { ExportLocaleUnavailable, menuExportFile } from "@/lib/server/export/menu-export-file";
import { FeatureUnavailable } from "@/lib/server/subscriptions/subscription-refusal";
import { downloadResponse } from "@/lib/server/tables/download-response";
import type { DownloadFile } from "@/lib/server/tables/table-qr-file";

export const dynamic = "force-dynamic";

const ZStoreId = zIdParam();

/**
 * GET /api/exports/menu?storeId=&format=pdf|xlsx&locale=&sections=kitchen,drinks&hidden=0|1&photos=0|1&paper=A4|Letter:
 * the store's menu as a PDF or an Excel workbook (Premium). Below it, 403 names the plan that unlocks export.
 */
export const GET = withStore(
  { store: ({ request }) => ZStoreId.safeParse(request.nextUrl.searchParams.get("storeId")).data ?? null, access: "store" },
  async (request, ctx) => {
    const query = ZMenuExportQuery.safeParse(Object.fromEntries(request.nextUrl.searchParams));
    if (!query.success) return jsonError(400, "Bad request");
    const { format, locale, sections, hidden, photos, paper } = query.data;
    let file: DownloadFile;
    try {
      file = await menuExportFile.run(ctx, { storeId: ctx.store.id, format, locale, sections, includeHidden: hidden, withPhotos: photos, paper });
    } catch (error) {
      if (error instanceof FeatureUnavailable) return Response.json({ error: error.key, feature: error.feature, unlockWith: error.unlockWith }, { status: 403 });
      if (error instanceof ExportLocaleUnavailable) return jsonError(400, error.key);
      if (error instanceof DomainError) return jsonError(404, "Not found");
      throw error;
    }
    return downloadResponse(async () => file);
  },
);
