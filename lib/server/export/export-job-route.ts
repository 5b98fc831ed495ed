import "server-only";
import { type JobRouteContext, jobIdOf, jobRouteScope } from "../jobs/job-route-scope";
import { MENU_EXPORT_JOB } from "./export-job";

/** The route context of `/api/exports/jobs/{id}…`. */
export type ExportJobRouteContext = JobRouteContext;

export const exportJobIdOf = jobIdOf;

/** The store of the export job the route names: an unknown or malformed id names none (404 alike). */
export const EXPORT_JOB_ROUTE_SCOPE = jobRouteScope(MENU_EXPORT_JOB);
