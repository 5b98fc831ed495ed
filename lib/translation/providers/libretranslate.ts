import { requestJson } from "../http";
import { LIBRETRANSLATE_CODES } from "../languages";
import type { TranslationProvider } from "../types";
import { batchingProvider, malformed, type ProviderOptions } from "./batching-provider";

export interface LibreTranslateSettings {
  /** The server's root, such as http://127.0.0.1:5000. */
  baseUrl: string;
  apiKey?: string;
}

/** LibreTranslate `POST /translate` with `q` as an array; the answer's `translatedText` is an array too. */
export function libreTranslateProvider(settings: LibreTranslateSettings, options: ProviderOptions = {}): TranslationProvider {
  return batchingProvider(
    {
      name: "libretranslate",
      glossary: "none",
      limits: { maxTexts: 25, maxChars: 5_000 },
      async send(texts, request, resolved) {
        const answer = await requestJson({
          provider: "libretranslate",
          url: `${settings.baseUrl}/translate`,
          body: {
            q: texts,
            source: LIBRETRANSLATE_CODES[request.from],
            target: LIBRETRANSLATE_CODES[request.to],
            format: "html",
            ...(settings.apiKey ? { api_key: settings.apiKey } : {}),
          },
          signal: request.signal,
          timeoutMs: resolved.timeoutMs,
          retry: resolved.retry,
        });
        const translated = (answer as { translatedText?: unknown } | null)?.translatedText;
        if (!Array.isArray(translated)) throw malformed("libretranslate", "translatedText is not an array");
        return translated;
      },
    },
    options,
  );
}
