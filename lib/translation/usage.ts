import type { TranslationUsage } from "./types";

export class UsageCounter {
  private current: TranslationUsage = { requests: 0, texts: 0, characters: 0 };

  record(texts: readonly string[]): void {
    this.current = {
      requests: this.current.requests + 1,
      texts: this.current.texts + texts.length,
      characters: this.current.characters + texts.reduce((sum, text) => sum + [...text].length, 0),
    };
  }

  snapshot(): TranslationUsage {
    return { ...this.current };
  }
}
