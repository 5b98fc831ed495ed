import { jsonError, withStore } from "@/lib/server/auth/route";
import { attachmentDisposition } from "@/lib/server/export/content-disposition";
import { EXPORT_JOB_ROUTE_SCOPE, type ExportJobRouteContext, exportJobIdOf } from "@/lib/server/export/export-job-route";
import { menuExportJobStatus } from "@/lib/server/export/menu-export-job-status";
import { storage } from "@/lib/storage";

export const dynamic = "force-dynamic";

/** GET /api/exports/jobs/{id}/file: the file a finished menu export kept; 404 before it is done or for another store's job. */
export const GET = withStore<ExportJobRouteContext>(EXPORT_JOB_ROUTE_SCOPE, async (_request, ctx, context) => {
  const { file } = await menuExportJobStatus.run(ctx, { jobId: (await exportJobIdOf(context))! });
  const stored = file ? await storage().get(file.key) : null;
  if (!file || !stored) return jsonError(404, "Not found");
  return new Response(stored.body, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(stored.size),
      "Content-Disposition": attachmentDisposition(file.fileName),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
