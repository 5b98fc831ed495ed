import "server-only";
import type { z } from "zod";
import { readLimited } from "../../http/read-limited";
import { jsonError } from "./route";

/** JSON bodies of the API: a list of ids or a small object, far below this. */
export const JSON_BODY_LIMIT = 1024 * 1024;

export type JsonBody<T> = { ok: true; data: T } | { ok: false; response: Response };

/**
 * A JSON body's bytes, checked in the order a client can fix it: declared as `application/json` (else 415), within
 * JSON_BODY_LIMIT while it streams (else 413, nothing kept). Webhooks verify these bytes before anything parses them.
 */
export async function readJsonBytes(request: Request): Promise<{ ok: true; body: Uint8Array } | { ok: false; response: Response }> {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") return { ok: false, response: jsonError(415, "Unsupported media type") };
  const { body, tooLarge } = await readLimited(request, JSON_BODY_LIMIT);
  if (tooLarge) return { ok: false, response: jsonError(413, "Payload too large") };
  return { ok: true, body };
}

/** A route's JSON body: `readJsonBytes`, then valid JSON of `schema` (else 400 with `invalid`, the route's catalogue message). */
export async function readJson<S extends z.ZodType>(request: Request, schema: S, invalid = "Bad request"): Promise<JsonBody<z.infer<S>>> {
  const read = await readJsonBytes(request);
  if (!read.ok) return read;
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(read.body));
  } catch {
    return { ok: false, response: jsonError(400, invalid) };
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, response: jsonError(400, invalid) };
}
