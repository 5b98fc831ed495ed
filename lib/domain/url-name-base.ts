// Russian and Belarusian letters in the everyday Latin spelling of signboards (BGN/PCGN-like, no diacritics).
const CYRILLIC: Record<string, string> = {
  а: "a", б: "b", в: "v", г: "g", д: "d", е: "e", ё: "e", ж: "zh", з: "z", и: "i", й: "y", к: "k", л: "l", м: "m",
  н: "n", о: "o", п: "p", р: "r", с: "s", т: "t", у: "u", ф: "f", х: "kh", ц: "ts", ч: "ch", ш: "sh", щ: "shch",
  ъ: "", ы: "y", ь: "", э: "e", ю: "yu", я: "ya", і: "i", ў: "u",
};

const MAX_LENGTH = 40;

/**
 * A URL name made of a venue's or company's name: Cyrillic transliterated, accents dropped, everything but
 * Latin letters left out, lower-cased, at most `room` letters (40 by default); empty when nothing is left.
 */
export function urlNameBase(name: string, room = MAX_LENGTH): string {
  const latin = [...name.toLowerCase()].map((char) => CYRILLIC[char] ?? char).join("");
  return latin
    .normalize("NFKD")
    .replace(/[^a-z]/g, "")
    .slice(0, room);
}
