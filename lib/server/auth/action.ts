import type { z } from "zod";
import { db } from "../../db/runtime";
import { log } from "../../log";
import { type ServerContext, DomainError } from "../context";
import { getActor } from "./actor";

export type ActionResult<T = undefined> =
  | { ok: true; data: T }
  | { ok: false; error: string; fieldErrors?: Record<string, string> };

const CATALOGUE_KEY = /^[a-z][A-Za-z]*(:\d+)?$/;

/** Issues by field; a message that is no catalogue key (zod's own English text) is sent as `invalidValue`. */
function fieldErrors(error: z.ZodError): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    result[key] ??= CATALOGUE_KEY.test(issue.message) ? issue.message : "invalidValue";
  }
  return result;
}

/** Runs an action's body; refusals become their catalogue key, anything else (a database outage) `requestFailed`. */
async function settle<T>(run: () => Promise<ActionResult<T>>): Promise<ActionResult<T>> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof DomainError) {
      return { ok: false, error: error.key, fieldErrors: error.field ? { [error.field]: error.key } : undefined };
    }
    log.error({ err: error }, "server action failed");
    return { ok: false, error: "requestFailed" };
  }
}

/**
 * Server actions for signed-in users: validates input with `schema`, denies anonymous callers,
 * runs `handler` with the actor's context, and turns refusals into catalogue keys.
 */
export function actorAction<S extends z.ZodType, T>(
  schema: S,
  handler: (context: ServerContext, input: z.infer<S>) => Promise<T>,
) {
  return async (raw: unknown): Promise<ActionResult<T>> =>
    settle(async () => {
      const actor = await getActor();
      if (!actor) return { ok: false, error: "unauthorized" };
      const parsed = schema.safeParse(raw);
      if (!parsed.success) return { ok: false, error: "invalid", fieldErrors: fieldErrors(parsed.error) };
      return { ok: true, data: await handler({ db: await db(), actor, now: new Date() }, parsed.data) };
    });
}

/** Server actions open to guests (registration, password reset): validation and error mapping only. */
export function publicAction<S extends z.ZodType, T>(schema: S, handler: (input: z.infer<S>) => Promise<T>) {
  return async (raw: unknown): Promise<ActionResult<T>> =>
    settle(async () => {
      const parsed = schema.safeParse(raw);
      if (!parsed.success) return { ok: false, error: "invalid", fieldErrors: fieldErrors(parsed.error) };
      return { ok: true, data: await handler(parsed.data) };
    });
}
