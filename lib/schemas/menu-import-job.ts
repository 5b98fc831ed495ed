import { z } from "zod";
import { IMPORT_FILE_ERRORS, ZMenuImportAnswer } from "./menu-import";

/** POST /api/imports/menu's 202 for a large file: the job, where to follow it (also its `Location` header) and the file's data rows. */
export const ZMenuImportJobStarted = z.object({ jobId: z.number().int(), statusUrl: z.string(), total: z.number().int().min(0) });
export type MenuImportJobStarted = z.infer<typeof ZMenuImportJobStarted>;

/** Why an import job failed: the file's refusal, or `jobFailed` when the import could not be written (nothing was). */
export const IMPORT_JOB_ERRORS = [...IMPORT_FILE_ERRORS, "jobFailed"] as const;

/** GET /api/imports/menu/jobs/{id}: how far a menu import job got, and its answer once done. */
export const ZMenuImportJobStatus = z.object({
  state: z.enum(["queued", "running", "done", "failed"]),
  progress: z.object({ done: z.number().int().min(0), total: z.number().int().min(0) }),
  /** whether the job only says what the import would do */
  dryRun: z.boolean(),
  /** what POST /api/imports/menu answers for a small file (done only) */
  result: ZMenuImportAnswer.optional(),
  error: z.object({ error: z.enum(IMPORT_JOB_ERRORS), message: z.string() }).optional(),
});
export type MenuImportJobStatusAnswer = z.infer<typeof ZMenuImportJobStatus>;
