import type { TranslationErrorKind } from "../errors";
import { requestJson } from "../http";
import { GOOGLE_CODES } from "../languages";
import type { TranslationProvider } from "../types";
import { batchingProvider, malformed, type ProviderOptions } from "./batching-provider";

export interface GoogleSettings {
  apiKey: string;
  /** Defaults to https://translation.googleapis.com. */
  baseUrl?: string;
}

/** Google reports limits as 403 (or 429) with a reason: daily quotas are spent, rate limits pass. */
function classify(status: number, body: unknown): TranslationErrorKind | undefined {
  const errors = (body as { error?: { errors?: { reason?: unknown }[]; status?: unknown } } | null)?.error;
  const reasons = (errors?.errors ?? []).map((entry) => String(entry.reason ?? ""));
  if (reasons.some((reason) => /dailyLimitExceeded|quotaExceeded|billingNotEnabled/i.test(reason))) return "quota";
  if (reasons.some((reason) => /rateLimitExceeded/i.test(reason)) || errors?.status === "RESOURCE_EXHAUSTED") return "rate-limited";
  if (status === 400 && reasons.some((reason) => /keyInvalid/i.test(reason))) return "auth";
  return undefined;
}

/**
 * Cloud Translation Basic (v2) with an API key: `POST /language/translate/v2?key=…`, `q` as an array
 * (at most 128 segments), HTML format so placeholder tags are copied untranslated.
 */
export function googleProvider(settings: GoogleSettings, options: ProviderOptions = {}): TranslationProvider {
  const baseUrl = settings.baseUrl ?? "https://translation.googleapis.com";
  const url = `${baseUrl}/language/translate/v2?key=${encodeURIComponent(settings.apiKey)}`;
  return batchingProvider(
    {
      name: "google",
      glossary: "none",
      limits: { maxTexts: 128, maxChars: 5_000 },
      async send(texts, request, resolved) {
        const answer = await requestJson({
          provider: "google",
          url,
          body: { q: texts, source: GOOGLE_CODES[request.from], target: GOOGLE_CODES[request.to], format: "html" },
          signal: request.signal,
          timeoutMs: resolved.timeoutMs,
          retry: resolved.retry,
          classify,
        });
        const translations = (answer as { data?: { translations?: unknown } } | null)?.data?.translations;
        if (!Array.isArray(translations)) throw malformed("google", "no data.translations array");
        return translations.map((item) => (item as { translatedText?: unknown } | null)?.translatedText);
      },
    },
    options,
  );
}
