import { withStore } from "@/lib/server/auth/route";
import { EXPORT_JOB_ROUTE_SCOPE, type ExportJobRouteContext, exportJobIdOf } from "@/lib/server/export/export-job-route";
import { menuExportJobStatus } from "@/lib/server/export/menu-export-job-status";

export const dynamic = "force-dynamic";

/** GET /api/exports/jobs/{id}: how far a menu export got, and where its file is once done; 404 for another store's job. */
export const GET = withStore<ExportJobRouteContext>(EXPORT_JOB_ROUTE_SCOPE, async (_request, ctx, context) => {
  const jobId = (await exportJobIdOf(context))!;
  const { status, progress, file } = await menuExportJobStatus.run(ctx, { jobId });
  return Response.json(
    { status, progress, fileName: file?.fileName ?? null, downloadUrl: file ? `/api/exports/jobs/${jobId}/file` : null },
    { headers: { "Cache-Control": "no-store" } },
  );
});
