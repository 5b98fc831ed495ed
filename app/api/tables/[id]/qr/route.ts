import { z } from "zod";
import { zIdParam } from "@/lib/schemas/id";
import { rootOrigin } from "@/lib/sites/public-origin";
import { jsonError, withStore } from "@/lib/server/auth/route";
import { unsafeTableStoreId } from "@/lib/server/tables/require-table";
import { downloadResponse } from "@/lib/server/tables/download-response";
import { tableQrFile } from "@/lib/server/tables/table-qr-file";

export const dynamic = "force-dynamic";

const ZId = zIdParam();
const ZFormat = z.enum(["svg", "png"]);

type Params = { params: Promise<{ id: string }> };

const tableId = async (context: Params) => ZId.safeParse((await context.params).id).data ?? null;

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
    const format = ZFormat.safeParse(request.nextUrl.searchParams.get("format") ?? "svg");
    if (!format.success) return jsonError(400, "Value is incorrect");
    const rootSiteOrigin = rootOrigin();
    return downloadResponse(() => tableQrFile.run(ctx, { id, format: format.data, rootSiteOrigin }));
  },
);
