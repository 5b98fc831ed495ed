import { z } from "zod";
import { zIdParam } from "@/lib/schemas/id";
import { db } from "@/lib/db/runtime";
import { rootOrigin } from "@/lib/sites/public-origin";
import { jsonError, withActor } from "@/lib/server/auth/route";
import { downloadResponse } from "@/lib/server/tables/download-response";
import { tableQrFile } from "@/lib/server/tables/table-qr-file";

export const dynamic = "force-dynamic";

const ZId = zIdParam();
const ZFormat = z.enum(["svg", "png"]);

/** GET /api/tables/{id}/qr?format=svg|png: a table's QR code, for those who manage its store. */
export const GET = withActor<{ params: Promise<{ id: string }> }>(async (request, actor, { params }) => {
  const id = ZId.safeParse((await params).id);
  if (!id.success) return jsonError(404, "Not found");
  const format = ZFormat.safeParse(request.nextUrl.searchParams.get("format") ?? "svg");
  if (!format.success) return jsonError(400, "Value is incorrect");
  const ctx = { db: await db(), actor, now: new Date() };
  const rootSiteOrigin = rootOrigin();
  return downloadResponse(() => tableQrFile(ctx, { id: id.data, format: format.data, rootSiteOrigin }));
});
