const UNP_WEIGHTS = [29, 23, 19, 17, 13, 7, 5, 3] as const;
/** The letters an individual's УНП may carry, Cyrillic written as their Latin twins. */
const CYRILLIC_TO_LATIN: Record<string, string> = { А: "A", В: "B", Е: "E", К: "K", М: "M", Н: "H", О: "O", Р: "P", С: "C", Т: "T" };
const SECOND_LETTERS = "ABCEHKMOPT";
const UNP_SHAPE = /^(?:[1-7]\d|[ABCEHKM][ABCEHKMOPT])\d{7}$/;

/** A УНП as typed: without spaces or the "УНП" prefix, Cyrillic letters as Latin ones. */
export function normalizeUnp(value: string): string {
  const compact = value.replace(/\s+/g, "").toUpperCase().replace(/^(УНП|UNP)/, "");
  return [...compact].map((character) => CYRILLIC_TO_LATIN[character] ?? character).join("");
}

/**
 * A Belarusian payer number (УНП): nine characters, digits for an organisation (an individual's starts with two
 * letters), the last one the weighted sum (29, 23, 19, 17, 13, 7, 5, 3) of the others modulo 11; 10 is never issued.
 * A first letter counts as its place in 0–9A–Z, a second one as its place in ABCEHKMOPT.
 */
export function isValidUnp(value: string): boolean {
  const unp = normalizeUnp(value);
  if (!UNP_SHAPE.test(unp)) return false;
  const values = [...unp.slice(0, 8)].map((character, index) =>
    /\d/.test(character) ? Number(character) : index === 0 ? parseInt(character, 36) : SECOND_LETTERS.indexOf(character),
  );
  const check = values.reduce((sum, digit, index) => sum + digit * UNP_WEIGHTS[index]!, 0) % 11;
  return check < 10 && check === Number(unp[8]);
}
