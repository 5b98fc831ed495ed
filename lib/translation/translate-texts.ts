import type { ContentLocale } from "@/lib/i18n/locales";
import { TranslationError } from "./errors";
import { expandAbbreviations, type Abbreviation } from "./protect/abbreviations";
import { isOnlyPlaceholders, protectText, restoreText } from "./protect/placeholders";
import type { GlossaryTerm, TranslationProvider } from "./types";

/** A store's rules for its texts: abbreviations to expand, terms (brands) to keep or render as fixed. */
export interface TextRules {
  abbreviations?: readonly Abbreviation[];
  terms?: readonly GlossaryTerm[];
}

export interface TranslateTextsRequest {
  texts: readonly string[];
  from: ContentLocale;
  to: ContentLocale;
  rules?: TextRules;
  signal?: AbortSignal;
}

/** Per text: the translation, or why it must not be published (the engine lost a placeholder). */
export type TextOutcome = { ok: true; text: string } | { ok: false; error: TranslationError };

/**
 * Translates texts with the store's rules applied: abbreviations expanded, structure, numbers, prices,
 * units and protected terms kept out of the engine's reach (terms through the provider's glossary when
 * it has one), placeholders restored and checked. A failed request throws a TranslationError; a text
 * whose placeholders did not all come back is returned as a failed outcome.
 */
export async function translateTexts(provider: TranslationProvider, request: TranslateTextsRequest): Promise<TextOutcome[]> {
  const terms = request.rules?.terms ?? [];
  const useGlossary = provider.glossary === "inline" && terms.length > 0;
  const prepared = request.texts.map((text) =>
    protectText(expandAbbreviations(text, request.rules?.abbreviations ?? []), { terms: useGlossary ? [] : terms, to: request.to }),
  );
  const toSend = prepared.flatMap((protectedText, index) => (isOnlyPlaceholders(protectedText) ? [] : [index]));
  const answers =
    toSend.length === 0
      ? []
      : await provider.translate({
          texts: toSend.map((index) => prepared[index]?.text ?? ""),
          from: request.from,
          to: request.to,
          ...(useGlossary ? { glossary: terms } : {}),
          signal: request.signal,
        });
  const translated = prepared.map((protectedText) => protectedText.text);
  toSend.forEach((index, position) => {
    translated[index] = answers[position] ?? "";
  });
  return prepared.map((protectedText, index): TextOutcome => {
    const restored = restoreText(translated[index] ?? "", protectedText);
    if (restored.ok) return { ok: true, text: restored.text };
    const lost = [...restored.missing, ...restored.unexpected].join(", ");
    return {
      ok: false,
      error: new TranslationError({ provider: provider.name, kind: "placeholders", message: `placeholders ${lost} did not come back intact` }),
    };
  });
}
