import { batchIndices, type BatchLimits } from "../batching";
import { TranslationError } from "../errors";
import { decodeMarkup, encodeMarkup } from "../markup";
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from "../retry";
import type { TranslateRequest, TranslationProvider, TranslationProviderName } from "../types";
import { UsageCounter } from "../usage";

/** Settings every adapter shares; tests shorten the waits. */
export interface ProviderOptions {
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
  limits?: Partial<BatchLimits>;
}

export interface ResolvedOptions {
  timeoutMs: number;
  retry: RetryPolicy;
}

export interface BatchAdapter {
  name: TranslationProviderName;
  glossary: "inline" | "none";
  limits: BatchLimits;
  /** Sends one batch of markup texts and returns the engine's markup answers, one per text. */
  send(texts: string[], request: TranslateRequest, options: ResolvedOptions): Promise<unknown[]>;
}

export function resolveOptions(options: ProviderOptions = {}): ResolvedOptions {
  return { timeoutMs: options.timeoutMs ?? 30_000, retry: { ...DEFAULT_RETRY_POLICY, ...options.retry } };
}

/**
 * Wraps an adapter into a provider: texts are encoded as markup, blank ones are answered locally,
 * the rest travel in batches within the engine's limits, one batch at a time, and every answer is
 * checked to hold one string per text before it is decoded.
 */
export function batchingProvider(adapter: BatchAdapter, options: ProviderOptions = {}): TranslationProvider {
  const resolved = resolveOptions(options);
  const limits = { ...adapter.limits, ...options.limits };
  const usage = new UsageCounter();

  return {
    name: adapter.name,
    configured: true,
    glossary: adapter.glossary,
    usage: () => usage.snapshot(),
    async translate(request) {
      const results = [...request.texts];
      const pending = request.texts.flatMap((text, index) => (text.trim() === "" ? [] : [index]));
      const encoded = pending.map((index) => encodeMarkup(request.texts[index] ?? ""));
      for (const batch of batchIndices(encoded, limits)) {
        const texts = batch.map((position) => encoded[position] ?? "");
        const answers = await adapter.send(texts, request, resolved);
        if (answers.length !== texts.length || answers.some((answer) => typeof answer !== "string")) {
          throw new TranslationError({
            provider: adapter.name,
            kind: "bad-response",
            message: `expected ${texts.length} translated texts, got ${answers.length}`,
          });
        }
        usage.record(texts);
        batch.forEach((position, offset) => {
          results[pending[position] ?? 0] = decodeMarkup(answers[offset] as string);
        });
      }
      return results;
    },
  };
}

export function malformed(provider: TranslationProviderName, what: string): TranslationError {
  return new TranslationError({ provider, kind: "bad-response", message: `malformed answer: ${what}` });
}
