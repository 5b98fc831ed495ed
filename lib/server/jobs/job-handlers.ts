import "server-only";
import type { JobHandler } from "../../jobs/job-worker";

/** Every kind of background job and what runs it; a worker takes only the kinds listed here. */
export function jobHandlers(): Record<string, JobHandler> {
  return {};
}
