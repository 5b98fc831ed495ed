import { ZIdPath } from "@/lib/schemas/id";
import { ZTableQrQuery } from "@/lib/schemas/tables";
import { rootOrigin } from "@/lib/sites/public-origin";
import { jsonError, withStore } from "@/lib/server/auth/route";
import { unsafeTableStoreId } from "@/lib/server/tables/require-table";
import { downloadResponse } from "@/lib/server/tables/download-response";
import { tableQrFile } from "@/lib/server/tables/table-qr-file";

export const dynamic = "force-dynamic";

type Params = { params: Promise<{ id: string }> };

const tableId = async (context: Params) => ZIdPath.safeParse(await context.params).data?.id ?? null;

/** GET /api/tables/{id}/qr?format=svg|png: a table's QR code, for those who manage its store. */
export const GET = withStore<Params>(
  {
    store: async ({ context }, db) => {
      const id = await tableId(context);
      return id === null ? null : unsafeTableStoreId(db, id);
    },
    access: "store",
  },
  async (request, ctx, context) => {
    const id = (await tableId(context))!;
    const query = ZTableQrQuery.safeParse(Object.fromEntries(request.nextUrl.searchParams));
    if (!query.success) return jsonError(400, "Value is incorrect");
    const rootSiteOrigin = rootOrigin();
    return downloadResponse(() => tableQrFile.run(ctx, { id, format: query.data.format, rootSiteOrigin }));
  },
);
