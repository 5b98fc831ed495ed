export interface TextRun<F> {
  text: string;
  font: F;
}

/**
 * Splits `text` into runs, each drawn with the first font that has its characters; characters no
 * font has go to the first font (it draws its missing-glyph box).
 */
export function textRuns<F>(text: string, fonts: readonly F[], covers: (font: F, codePoint: number) => boolean): TextRun<F>[] {
  const runs: TextRun<F>[] = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    const font = fonts.find((candidate) => covers(candidate, codePoint)) ?? fonts[0]!;
    const last = runs.at(-1);
    if (last && last.font === font) last.text += char;
    else runs.push({ text: char, font });
  }
  return runs;
}
