import { IMPORT_FILE_ERRORS } from "@/lib/schemas/menu-import";
import type { MenuImportJobStatusAnswer } from "@/lib/schemas/menu-import-job";
import { withStore } from "@/lib/server/auth/route";
import { MENU_IMPORT_JOB } from "@/lib/server/imports/import-job";
import { importTexts } from "@/lib/server/imports/import-texts";
import { menuImportJobStatus } from "@/lib/server/imports/menu-import-job-status";
import { type JobRouteContext, jobIdOf, jobRouteScope } from "@/lib/server/jobs/job-route-scope";

export const dynamic = "force-dynamic";

const isFileError = (key: string): key is (typeof IMPORT_FILE_ERRORS)[number] => (IMPORT_FILE_ERRORS as readonly string[]).includes(key);

/**
 * GET /api/imports/menu/jobs/{id}: how far a menu import job got (rows done of the file's total), its answer once
 * done and why it failed, in the caller's language; 404 for a job of a store the caller does not manage.
 */
export const GET = withStore<JobRouteContext>(jobRouteScope(MENU_IMPORT_JOB), async (_request, ctx, context) => {
  const { state, progress, dryRun, report, error } = await menuImportJobStatus.run(ctx, { jobId: (await jobIdOf(context))! });
  const texts = await importTexts(ctx.actor.uiLocale);
  const key = error === null ? null : isFileError(error) ? error : "jobFailed";
  const answer: MenuImportJobStatusAnswer = {
    state,
    progress,
    dryRun,
    ...(report ? { result: texts.answer(report) } : {}),
    ...(key ? { error: { error: key, message: texts.fileError(key) } } : {}),
  };
  return Response.json(answer, { headers: { "Cache-Control": "no-store" } });
});
