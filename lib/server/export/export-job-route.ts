import "server-only";
import type { NextRequest } from "next/server";
import { ZIdPath } from "../../schemas/id";
import type { StoreScope } from "../tenancy/store-function";
import { EXPORT_JOB_OF_INPUT } from "./menu-export-job-status";

/** The route context of `/api/exports/jobs/{id}…`. */
export type ExportJobRouteContext = { params: Promise<{ id: string }> };

export const exportJobIdOf = async (context: ExportJobRouteContext) => ZIdPath.safeParse(await context.params).data?.id ?? null;

/** The store of the job the route names: an unknown or malformed id names none (404 alike). */
export const EXPORT_JOB_ROUTE_SCOPE: StoreScope<{ request: NextRequest; context: ExportJobRouteContext }> = {
  store: async ({ context }, db) => {
    const jobId = await exportJobIdOf(context);
    return jobId === null ? null : EXPORT_JOB_OF_INPUT.store({ jobId }, db);
  },
  access: "store",
};
