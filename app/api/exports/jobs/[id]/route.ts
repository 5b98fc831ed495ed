import { ZIdPath } from "@/lib/schemas/id";
import { withStore } from "@/lib/server/auth/route";
import { EXPORT_JOB_OF_INPUT, menuExportJobStatus } from "@/lib/server/export/menu-export-job-status";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string }> };

const jobIdOf = async (context: Context) => ZIdPath.safeParse(await context.params).data?.id ?? null;

/** GET /api/exports/jobs/{id}: how far a menu export got, and where its file is once done; 404 for another store's job. */
export const GET = withStore<Context>(
  { store: async ({ context }, db) => {
    const jobId = await jobIdOf(context);
    return jobId === null ? null : EXPORT_JOB_OF_INPUT.store({ jobId }, db);
  }, access: "store" },
  async (_request, ctx, context) => {
    const jobId = (await jobIdOf(context))!;
    const { status, progress, file } = await menuExportJobStatus.run(ctx, { jobId });
    return Response.json(
      { status, progress, fileName: file?.fileName ?? null, downloadUrl: file ? `/api/exports/jobs/${jobId}/file` : null },
      { headers: { "Cache-Control": "no-store" } },
    );
  },
);
