import type { Db } from "../db/types";
import type { Job } from "./queue";

export interface JobContext {
  db: Db;
  job: Job;
}

/** Does the work of one job; what it returns is stored as the job's result. Throwing means a retry. */
export type JobHandler<P = unknown> = (payload: P, context: JobContext) => Promise<unknown>;

const handlers = ((globalThis as unknown as { cartaJobHandlers?: Map<string, JobHandler> }).cartaJobHandlers ??= new Map());

/** Registers the handler of one job kind (once per process; registering again replaces it). */
export function registerJobHandler<P>(kind: string, handler: JobHandler<P>): void {
  handlers.set(kind, handler as JobHandler);
}

export function jobHandler(kind: string): JobHandler | undefined {
  return handlers.get(kind);
}

export function registeredKinds(): string[] {
  return [...handlers.keys()];
}
