/**
 * Splits `text` into runs, each drawn with the first font that has its characters; characters no
 * font has go to the first font.
 * @template F
 * @param {string} text
 * @param {readonly F[]} fonts
 * @param {(font: F, codePoint: number) => boolean} covers
 * @returns {{ text: string; font: F }[]}
 */
export function textRuns(text, fonts, covers) {
  /** @type {{ text: string; font: F }[]} */
  const runs = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0);
    const font = fonts.find((candidate) => covers(candidate, codePoint)) ?? fonts[0];
    const last = runs.at(-1);
    if (last && last.font === font) last.text += char;
    else runs.push({ text: char, font });
  }
  return runs;
}
