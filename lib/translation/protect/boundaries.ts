const WORD_CHARACTER = /[\p{L}\p{N}_]/u;

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * A pattern for `phrase` as a whole word: it may not continue a word on a side where the phrase
 * itself starts or ends with a letter or digit (so `ассорт.` matches before another word, `с/с` does not match inside `вс/сб`).
 */
export function wholeWordPattern(phrase: string): string {
  const first = phrase.at(0) ?? "";
  const last = phrase.at(-1) ?? "";
  const before = WORD_CHARACTER.test(first) ? "(?<![\\p{L}\\p{N}_])" : "";
  const after = WORD_CHARACTER.test(last) ? "(?![\\p{L}\\p{N}_])" : "";
  return `${before}${escapeRegExp(phrase)}${after}`;
}

/** Longest first, so a longer phrase wins over one it contains. */
export function longestFirst<T>(items: readonly T[], text: (item: T) => string): T[] {
  return [...items].sort((a, b) => text(b).length - text(a).length);
}
