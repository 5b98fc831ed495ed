export { createTranslationProvider } from "./create-provider";
export { TranslationError, isTranslationError, type TranslationErrorKind } from "./errors";
export { expandAbbreviations, type Abbreviation } from "./protect/abbreviations";
export { isOnlyPlaceholders, protectText, restoreText, type ProtectOptions, type ProtectedText, type RestoreResult } from "./protect/placeholders";
export type { ProviderOptions } from "./providers/batching-provider";
export { deeplProvider, type DeeplSettings } from "./providers/deepl";
export { googleProvider, type GoogleSettings } from "./providers/google";
export { libreTranslateProvider, type LibreTranslateSettings } from "./providers/libretranslate";
export { noTranslationProvider } from "./providers/none";
export { openAiProvider, type OpenAiSettings } from "./providers/openai";
export { yandexProvider, type YandexSettings } from "./providers/yandex";
export type { RetryPolicy } from "./retry";
export { translateTexts, type TextOutcome, type TextRules, type TranslateTextsRequest } from "./translate-texts";
export {
  TRANSLATION_PROVIDERS,
  type GlossaryTerm,
  type TranslateRequest,
  type TranslationProvider,
  type TranslationProviderName,
  type TranslationUsage,
} from "./types";
