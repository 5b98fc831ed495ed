import { ZStoreIdQuery } from "@/lib/schemas/id";
import { rootOrigin } from "@/lib/sites/public-origin";
import { withStore } from "@/lib/server/auth/route";
import { downloadResponse } from "@/lib/server/tables/download-response";
import { tablesSheetFile } from "@/lib/server/tables/tables-sheet-file";

export const dynamic = "force-dynamic";

/** GET /api/tables/sheet?storeId=: every table's code on print-ready A4 pages (PDF). */
export const GET = withStore(
  { store: ({ request }) => ZStoreIdQuery.safeParse(Object.fromEntries(request.nextUrl.searchParams)).data?.storeId ?? null, access: "store" },
  async (_request, ctx) => {
    const rootSiteOrigin = rootOrigin();
    return downloadResponse(() => tablesSheetFile.run(ctx, { storeId: ctx.store.id, rootSiteOrigin }));
  },
);
