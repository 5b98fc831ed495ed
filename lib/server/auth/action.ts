import "server-only";
import type { z } from "zod";
import { db } from "../../db/runtime";
import { log } from "../../log";
import { type ServerContext, DomainError, serverContext } from "../context";
import { inStore, type StoreFunction } from "../tenancy/store-function";
import { getActor } from "./actor";
import { type CompanyFunction, inCompany } from "../tenancy/company-function";
import { formInput } from "./form-input";

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

/** The one catch block of every server action: refusals become their catalogue key, anything else (a database outage) `requestFailed`. */
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

type Parsed<S extends z.ZodType> = { ok: true; input: z.infer<S> } | { ok: false; refusal: ActionResult<never> };

/**
 * Forms call their action with the values; a form posted before its script ran (or without script) reaches
 * the same action through React's `useActionState`, as (previous state, form data).
 */
function parse<S extends z.ZodType>(schema: S, raw: unknown, posted?: unknown): Parsed<S> {
  const parsed = schema.safeParse(posted instanceof FormData ? formInput(posted) : raw);
  return parsed.success ? { ok: true, input: parsed.data } : { ok: false, refusal: { ok: false, error: "invalid", fieldErrors: fieldErrors(parsed.error) } };
}

/** What an action does: a `write` (the default) is refused in a support view, which is read-only; a `read` only looks. */
export type ActionKind = "write" | "read";

/**
 * Server actions for signed-in users that act on no one store: anonymous callers are refused before the
 * input is read, and so is every write of an administrator in a support view.
 */
export function actorAction<S extends z.ZodType, T>(schema: S, handler: (ctx: ServerContext, input: z.infer<S>) => Promise<T>, kind: ActionKind = "write") {
  return async (raw: unknown, posted?: unknown): Promise<ActionResult<T>> =>
    settle(async () => {
      const actor = await getActor();
      if (!actor) return { ok: false, error: "unauthorized" };
      if (actor.supportView && kind === "write") return { ok: false, error: "supportViewReadOnly" };
      const parsed = parse(schema, raw, posted);
      if (!parsed.ok) return parsed.refusal;
      return { ok: true, data: await handler(serverContext(await db(), actor), parsed.input) };
    });
}

/**
 * Server actions on one store: `fn` declares the store and the access it needs (lib/server/tenancy);
 * the store is resolved and checked here, once, and a foreign store answers `notFound` like a missing one.
 */
export function storeAction<S extends z.ZodType, T>(schema: S, fn: StoreFunction<z.infer<S>, T>, kind: ActionKind = "write") {
  return actorAction(schema, async (ctx, input) => fn.run(await inStore(ctx, fn.scope, input), input), kind);
}

/** Server actions on one company: `fn` is a company function (lib/server/tenancy); the company is checked here, once. */
export function companyAction<S extends z.ZodType<{ companyId: number }>, T>(schema: S, fn: CompanyFunction<z.infer<S>, T>) {
  return actorAction(schema, async (ctx, input) => fn.run(inCompany(ctx, input.companyId), input));
}

/** Server actions open to guests (registration, password reset): validation and error mapping only. */
export function publicAction<S extends z.ZodType, T>(schema: S, handler: (input: z.infer<S>) => Promise<T>) {
  return async (raw: unknown, posted?: unknown): Promise<ActionResult<T>> =>
    settle(async () => {
      const parsed = parse(schema, raw, posted);
      if (!parsed.ok) return parsed.refusal;
      return { ok: true, data: await handler(parsed.input) };
    });
}
