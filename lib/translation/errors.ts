import type { TranslationProviderName } from "./types";

export type TranslationErrorKind =
  | "not-configured"
  | "auth"
  | "quota"
  | "rate-limited"
  | "unavailable"
  | "bad-request"
  | "bad-response"
  | "placeholders"
  | "aborted";

const RETRYABLE_KINDS: ReadonlySet<TranslationErrorKind> = new Set(["rate-limited", "unavailable", "bad-response", "placeholders"]);

export interface TranslationErrorDetails {
  provider: TranslationProviderName;
  kind: TranslationErrorKind;
  message: string;
  status?: number;
  /** When the engine asked to wait longer than the in-process retries allow. */
  retryAfterMs?: number;
  cause?: unknown;
}

/**
 * A failed translation. `retryable` tells a job queue whether trying again later can help
 * (rate limits, outages, malformed answers) or not (bad key, quota used up, rejected request).
 */
export class TranslationError extends Error {
  readonly provider: TranslationProviderName;
  readonly kind: TranslationErrorKind;
  readonly status: number | undefined;
  readonly retryAfterMs: number | undefined;
  readonly retryable: boolean;

  constructor(details: TranslationErrorDetails) {
    super(`${details.provider}: ${details.message}`, { cause: details.cause });
    this.name = "TranslationError";
    this.provider = details.provider;
    this.kind = details.kind;
    this.status = details.status;
    this.retryAfterMs = details.retryAfterMs;
    this.retryable = RETRYABLE_KINDS.has(details.kind);
  }
}

export function isTranslationError(value: unknown): value is TranslationError {
  return value instanceof TranslationError;
}
