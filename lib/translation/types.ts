import type { ContentLocale } from "@/lib/i18n/locales";

export const TRANSLATION_PROVIDERS = ["none", "deepl", "google", "yandex", "libretranslate", "openai"] as const;
export type TranslationProviderName = (typeof TRANSLATION_PROVIDERS)[number];

/** A term the engine must render as `translation`, or keep unchanged when there is none. */
export interface GlossaryTerm {
  term: string;
  translation?: string;
}

export interface TranslateRequest {
  /** Plain texts; placeholder tokens from `./markup` inside them come back unchanged. */
  texts: readonly string[];
  from: ContentLocale;
  to: ContentLocale;
  /** Honoured only by providers whose `glossary` is "inline"; others ignore it. */
  glossary?: readonly GlossaryTerm[];
  signal?: AbortSignal;
}

/** What a provider has been billed for since it was created (successful requests only). */
export interface TranslationUsage {
  requests: number;
  texts: number;
  /** Characters sent, as the engine counts them for billing (the encoded texts). */
  characters: number;
}

export interface TranslationProvider {
  readonly name: TranslationProviderName;
  /** False only for `none`: automatic translation is not connected. */
  readonly configured: boolean;
  /** "inline" when `TranslateRequest.glossary` reaches the engine; otherwise callers protect terms themselves. */
  readonly glossary: "inline" | "none";
  /** Translates every text, in order; the answer has exactly `texts.length` entries. */
  translate(request: TranslateRequest): Promise<string[]>;
  usage(): TranslationUsage;
}
