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

const STRONG = /\p{L}/u;
const RIGHT_TO_LEFT = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/**
 * Runs in drawing order, left to right. Each run is laid out by its font (fontkit shapes and orders an
 * Arabic or Hebrew word itself); a name whose first letter is right-to-left reads from the right, so its
 * runs are drawn in reverse. Not a full bidi algorithm: enough for names of words, numbers and signs.
 * @template R
 * @param {string} text
 * @param {R[]} runs
 * @returns {R[]}
 */
export function visualRuns(text, runs) {
  const first = [...text].find((char) => STRONG.test(char));
  return first && RIGHT_TO_LEFT.test(first) ? [...runs].reverse() : runs;
}
