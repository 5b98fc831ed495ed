import type { TranslationErrorKind } from "../errors";
import { requestJson } from "../http";
import { YANDEX_CODES } from "../languages";
import type { GlossaryTerm, TranslationProvider } from "../types";
import { batchingProvider, malformed, type ProviderOptions } from "./batching-provider";

export interface YandexSettings {
  apiKey: string;
  /** Needed only when the key belongs to a user account rather than a service account. */
  folderId?: string;
  /** Defaults to https://translate.api.cloud.yandex.net. */
  baseUrl?: string;
}

/** Yandex Cloud answers with gRPC codes in the body; 8 is RESOURCE_EXHAUSTED (quotas and rate). */
function classify(status: number, body: unknown): TranslationErrorKind | undefined {
  const code = (body as { code?: unknown } | null)?.code;
  if (status === 429 || code === 8) return "rate-limited";
  if (code === 16 || code === 7) return "auth";
  return undefined;
}

/** The sum of glossary source texts may not pass 10,000 characters. */
const GLOSSARY_SOURCE_LIMIT = 10_000;

function glossaryPairs(glossary: readonly GlossaryTerm[]) {
  const pairs: { sourceText: string; translatedText: string; exact: boolean }[] = [];
  let total = 0;
  for (const { term, translation } of glossary) {
    const sourceText = term.trim();
    const translatedText = (translation ?? term).trim();
    if (!sourceText || !translatedText || pairs.some((pair) => pair.sourceText === sourceText)) continue;
    if (total + sourceText.length > GLOSSARY_SOURCE_LIMIT) break;
    total += sourceText.length;
    pairs.push({ sourceText, translatedText, exact: true });
  }
  return pairs;
}

/**
 * Yandex Cloud Translate v2 `POST /translate/v2/translate` with `Api-Key` auth; at most 10,000
 * characters a request; glossary terms travel inline in `glossaryConfig`.
 */
export function yandexProvider(settings: YandexSettings, options: ProviderOptions = {}): TranslationProvider {
  const baseUrl = settings.baseUrl ?? "https://translate.api.cloud.yandex.net";
  return batchingProvider(
    {
      name: "yandex",
      glossary: "inline",
      limits: { maxTexts: 100, maxChars: 9_000 },
      async send(texts, request, resolved) {
        const pairs = glossaryPairs(request.glossary ?? []);
        const answer = await requestJson({
          provider: "yandex",
          url: `${baseUrl}/translate/v2/translate`,
          headers: { authorization: `Api-Key ${settings.apiKey}` },
          body: {
            sourceLanguageCode: YANDEX_CODES[request.from],
            targetLanguageCode: YANDEX_CODES[request.to],
            format: "HTML",
            texts,
            ...(settings.folderId ? { folderId: settings.folderId } : {}),
            ...(pairs.length > 0 ? { glossaryConfig: { glossaryData: { glossaryPairs: pairs } } } : {}),
          },
          signal: request.signal,
          timeoutMs: resolved.timeoutMs,
          retry: resolved.retry,
          classify,
        });
        const translations = (answer as { translations?: unknown } | null)?.translations;
        if (!Array.isArray(translations)) throw malformed("yandex", "no translations array");
        return translations.map((item) => (item as { text?: unknown } | null)?.text);
      },
    },
    options,
  );
}
