import { env, type Env } from "@/lib/env";
import type { ProviderOptions } from "./providers/batching-provider";
import { deeplProvider } from "./providers/deepl";
import { googleProvider } from "./providers/google";
import { libreTranslateProvider } from "./providers/libretranslate";
import { noTranslationProvider } from "./providers/none";
import { openAiProvider } from "./providers/openai";
import { yandexProvider } from "./providers/yandex";
import type { TranslationProvider } from "./types";

type TranslationEnv = Pick<
  Env,
  | "TRANSLATION_PROVIDER"
  | "TRANSLATION_TIMEOUT_MS"
  | "TRANSLATION_MAX_RETRIES"
  | "DEEPL_API_KEY"
  | "DEEPL_API_URL"
  | "GOOGLE_TRANSLATE_API_KEY"
  | "GOOGLE_TRANSLATE_API_URL"
  | "YANDEX_TRANSLATE_API_KEY"
  | "YANDEX_FOLDER_ID"
  | "YANDEX_TRANSLATE_API_URL"
  | "LIBRETRANSLATE_URL"
  | "LIBRETRANSLATE_API_KEY"
  | "OPENAI_BASE_URL"
  | "OPENAI_API_KEY"
  | "OPENAI_MODEL"
>;

function required(value: string | undefined, name: string): string {
  if (value === undefined) throw new Error(`${name} is required for the chosen TRANSLATION_PROVIDER`);
  return value;
}

/** The provider TRANSLATION_PROVIDER names, with its settings (already checked by lib/env.ts). */
export function createTranslationProvider(config: TranslationEnv = env(), overrides: ProviderOptions = {}): TranslationProvider {
  const options: ProviderOptions = {
    timeoutMs: config.TRANSLATION_TIMEOUT_MS,
    ...overrides,
    retry: { retries: config.TRANSLATION_MAX_RETRIES, ...overrides.retry },
  };
  switch (config.TRANSLATION_PROVIDER) {
    case "none":
      return noTranslationProvider();
    case "deepl":
      return deeplProvider({ apiKey: required(config.DEEPL_API_KEY, "DEEPL_API_KEY"), baseUrl: config.DEEPL_API_URL }, options);
    case "google":
      return googleProvider(
        { apiKey: required(config.GOOGLE_TRANSLATE_API_KEY, "GOOGLE_TRANSLATE_API_KEY"), baseUrl: config.GOOGLE_TRANSLATE_API_URL },
        options,
      );
    case "yandex":
      return yandexProvider(
        {
          apiKey: required(config.YANDEX_TRANSLATE_API_KEY, "YANDEX_TRANSLATE_API_KEY"),
          folderId: config.YANDEX_FOLDER_ID,
          baseUrl: config.YANDEX_TRANSLATE_API_URL,
        },
        options,
      );
    case "libretranslate":
      return libreTranslateProvider(
        { baseUrl: required(config.LIBRETRANSLATE_URL, "LIBRETRANSLATE_URL"), apiKey: config.LIBRETRANSLATE_API_KEY },
        options,
      );
    case "openai":
      return openAiProvider(
        { baseUrl: config.OPENAI_BASE_URL, model: required(config.OPENAI_MODEL, "OPENAI_MODEL"), apiKey: config.OPENAI_API_KEY },
        options,
      );
  }
}
