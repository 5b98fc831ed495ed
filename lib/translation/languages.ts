import type { ContentLocale } from "@/lib/i18n/locales";

type CodeTable = Record<ContentLocale, string>;

const IDENTITY: CodeTable = { ru: "ru", en: "en", zh: "zh", ar: "ar", tr: "tr", fr: "fr" };

/** DeepL: upper-case codes; Chinese and English targets need a variant. */
export const DEEPL_SOURCE: CodeTable = { ru: "RU", en: "EN", zh: "ZH", ar: "AR", tr: "TR", fr: "FR" };
export const DEEPL_TARGET: CodeTable = { ...DEEPL_SOURCE, en: "EN-GB", zh: "ZH-HANS" };

/** Google Cloud Translation: BCP-47, simplified Chinese as zh-CN. */
export const GOOGLE_CODES: CodeTable = { ...IDENTITY, zh: "zh-CN" };

export const YANDEX_CODES: CodeTable = IDENTITY;

/** LibreTranslate: self-hosted servers name simplified Chinese `zh` (traditional is `zt`). */
export const LIBRETRANSLATE_CODES: CodeTable = IDENTITY;

/** Language names for chat-model prompts. */
export const LANGUAGE_NAMES: CodeTable = {
  ru: "Russian",
  en: "English",
  zh: "Simplified Chinese",
  ar: "Arabic",
  tr: "Turkish",
  fr: "French",
};
