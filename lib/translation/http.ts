import { AnswerTooLargeError, readCappedText } from "../http/read-capped-body";
import { TranslationError, type TranslationErrorKind } from "./errors";
import { backoffDelay, parseRetryAfter, sleep, type RetryPolicy } from "./retry";
import type { TranslationProviderName } from "./types";

export interface JsonRequest {
  provider: TranslationProviderName;
  url: string;
  /** POST unless named. */
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs: number;
  retry: RetryPolicy;
  /** Reads a provider-specific failure from an error answer; undefined falls back to the status. */
  classify?: (status: number, body: unknown) => TranslationErrorKind | undefined;
}

/**
 * The most of an engine's answer we read: a batch of menu texts answers in kilobytes, so 4 MB leaves
 * room for long descriptions in escaped JSON and stops a broken or hostile engine long before memory matters.
 */
export const TRANSLATION_MAX_ANSWER_BYTES = 4 * 1024 * 1024;

const RETRIED_IN_PROCESS: ReadonlySet<TranslationErrorKind> = new Set(["rate-limited", "unavailable"]);

function kindForStatus(status: number): TranslationErrorKind {
  if (status === 401 || status === 403) return "auth";
  if (status === 429) return "rate-limited";
  if (status === 456) return "quota";
  if (status === 408 || status === 425 || status >= 500) return "unavailable";
  return "bad-request";
}

/** The engine's own words about a failure, from the common error shapes. */
function errorMessage(body: unknown, fallback: string): string {
  if (typeof body === "string") return body.slice(0, 300) || fallback;
  if (body && typeof body === "object") {
    const record = body as Record<string, unknown>;
    const nested = record.error;
    if (typeof nested === "string") return nested;
    if (nested && typeof nested === "object" && typeof (nested as Record<string, unknown>).message === "string") {
      return (nested as { message: string }).message;
    }
    if (typeof record.message === "string") return record.message;
  }
  return fallback;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await readCappedText(response, TRANSLATION_MAX_ANSWER_BYTES);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

interface Failure {
  error: TranslationError;
  waitMs?: number;
}

async function attempt(request: JsonRequest): Promise<{ value: unknown } | Failure> {
  const signals = [AbortSignal.timeout(request.timeoutMs), ...(request.signal ? [request.signal] : [])];
  let response: Response;
  try {
    const method = request.method ?? "POST";
    response = await fetch(request.url, {
      method,
      headers: { ...(method === "POST" ? { "content-type": "application/json" } : {}), accept: "application/json", ...request.headers },
      body: method === "POST" ? JSON.stringify(request.body) : undefined,
      signal: AbortSignal.any(signals),
    });
  } catch (cause) {
    if (request.signal?.aborted) throw new TranslationError({ provider: request.provider, kind: "aborted", message: "translation cancelled", cause });
    const timedOut = cause instanceof DOMException && cause.name === "TimeoutError";
    const message = timedOut ? `no answer within ${request.timeoutMs} ms` : `network error: ${(cause as Error).message}`;
    return { error: new TranslationError({ provider: request.provider, kind: "unavailable", message, cause }) };
  }
  let body: unknown;
  try {
    body = await readBody(response);
  } catch (cause) {
    if (cause instanceof AnswerTooLargeError) {
      const message = `the answer is larger than ${TRANSLATION_MAX_ANSWER_BYTES / 1024 / 1024} MB; reading stopped there`;
      return { error: new TranslationError({ provider: request.provider, kind: "bad-response", status: response.status, message, cause }) };
    }
    body = undefined;
  }
  if (response.ok) {
    if (typeof body === "string" || body === undefined) {
      return { error: new TranslationError({ provider: request.provider, kind: "bad-response", status: response.status, message: "the answer is not JSON" }) };
    }
    return { value: body };
  }
  const kind = request.classify?.(response.status, body) ?? kindForStatus(response.status);
  const waitMs = parseRetryAfter(response.headers.get("retry-after"));
  const message = `HTTP ${response.status}: ${errorMessage(body, response.statusText)}`;
  return { error: new TranslationError({ provider: request.provider, kind, status: response.status, message, retryAfterMs: waitMs }), waitMs };
}

/**
 * Sends a JSON request (POST unless told otherwise) and returns the parsed answer. Rate limits, server errors and network failures are retried
 * with exponential backoff and jitter, waiting for Retry-After when the engine names it; anything else,
 * or the last failure, throws a TranslationError.
 */
export async function requestJson(request: JsonRequest): Promise<unknown> {
  const wait = request.retry.sleep ?? sleep;
  for (let retry = 0; ; retry += 1) {
    const outcome = await attempt(request);
    if ("value" in outcome) return outcome.value;
    const { error, waitMs } = outcome;
    const canRetry = RETRIED_IN_PROCESS.has(error.kind) && retry < request.retry.retries;
    if (!canRetry || (waitMs !== undefined && waitMs > request.retry.maxRetryAfterMs)) throw error;
    try {
      await wait(waitMs ?? backoffDelay(retry, request.retry), request.signal);
    } catch (cause) {
      throw new TranslationError({ provider: request.provider, kind: "aborted", message: "translation cancelled", cause });
    }
  }
}
