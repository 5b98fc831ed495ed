import { TranslationError } from "../errors";
import type { TranslationProvider } from "../types";

/** The embedded default: automatic translation is not connected, and asking for one says so. */
export function noTranslationProvider(): TranslationProvider {
  return {
    name: "none",
    configured: false,
    glossary: "none",
    usage: () => ({ requests: 0, texts: 0, characters: 0 }),
    async translate() {
      throw new TranslationError({
        provider: "none",
        kind: "not-configured",
        message: "automatic translation is not connected: set TRANSLATION_PROVIDER and its settings",
      });
    },
  };
}
