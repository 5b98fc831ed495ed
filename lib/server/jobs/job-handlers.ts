import "server-only";
import type { JobHandler } from "../../jobs/job-worker";
import { MENU_EXPORT_JOB, runMenuExportJob } from "../export/export-job";

/** Every kind of background job and what runs it; a worker takes only the kinds listed here. */
export function jobHandlers(): Record<string, JobHandler> {
  return { [MENU_EXPORT_JOB]: runMenuExportJob };
}
