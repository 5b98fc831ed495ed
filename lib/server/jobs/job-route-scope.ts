import "server-only";
import type { NextRequest } from "next/server";
import { ZIdPath } from "../../schemas/id";
import type { StoreScope } from "../tenancy/store-function";
import { jobStoreScope } from "./job-store-scope";

/** The route context of `/api/…/jobs/{id}…`. */
export type JobRouteContext = { params: Promise<{ id: string }> };

export const jobIdOf = async (context: JobRouteContext) => ZIdPath.safeParse(await context.params).data?.id ?? null;

/** The store of the job of `kind` the route names: an unknown or malformed id, or a job of another kind, names none (404 alike). */
export function jobRouteScope(kind: string): StoreScope<{ request: NextRequest; context: JobRouteContext }> {
  const ofJob = jobStoreScope(kind);
  return {
    store: async ({ context }, db) => {
      const jobId = await jobIdOf(context);
      return jobId === null ? null : ofJob.store({ jobId }, db);
    },
    access: "store",
  };
}
