export { createTranslationProvider } from "./create-provider";
export { TranslationError, isTranslationError, type TranslationErrorKind } from "./errors";
export { expandAbbreviations, type Abbreviation } from "./protect/abbreviations";
export { protectText, restoreText, type ProtectedText, type RestoreResult } from "./protect/placeholders";
export { translateTexts, type TextOutcome, type TextRules, type TranslateTextsRequest } from "./translate-texts";
export {
  TRANSLATION_PROVIDERS,
  type GlossaryTerm,
  type TranslateRequest,
  type TranslationProvider,
  type TranslationProviderName,
  type TranslationUsage,
} from "./types";
