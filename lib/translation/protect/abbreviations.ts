import { longestFirst, wholeWordPattern } from "./boundaries";

/** An entry of a store's abbreviation map: `short` as owners type it, `full` as engines should read it. */
export interface Abbreviation {
  short: string;
  full: string;
}

const hasLetters = (text: string) => /\p{L}/u.test(text);
const isUpper = (text: string) => hasLetters(text) && text === text.toLocaleUpperCase() && text !== text.toLocaleLowerCase();
const startsUpper = (text: string) => {
  const letter = /\p{L}/u.exec(text)?.[0];
  return letter !== undefined && letter === letter.toLocaleUpperCase() && letter !== letter.toLocaleLowerCase();
};

function capitalize(text: string): string {
  const index = text.search(/\p{L}/u);
  return index < 0 ? text : text.slice(0, index) + text.charAt(index).toLocaleUpperCase() + text.slice(index + 1);
}

/** Carries the case the owner typed over to the full form: `С/С` → `СОБСТВЕННОГО ПРОИЗВОДСТВА`, `Ассорт.` → `Ассорти`. */
function matchCase(found: string, entry: Abbreviation): string {
  if (found === entry.short) return entry.full;
  const letters = found.replace(/[^\p{L}]/gu, "");
  if (letters.length > 1 && isUpper(found) && !isUpper(entry.short)) return entry.full.toLocaleUpperCase();
  if (startsUpper(found) && !startsUpper(entry.short)) return capitalize(entry.full);
  return entry.full;
}

/**
 * Expands a store's abbreviations to their full form, whole words only. An abbreviation written with
 * capitals (`ВИП`) matches only as written; a lower-case one matches in any case and passes the case on.
 */
export function expandAbbreviations(text: string, abbreviations: readonly Abbreviation[]): string {
  const entries = longestFirst(
    abbreviations
      .map((entry) => ({ short: entry.short.trim(), full: entry.full.trim() }))
      .filter((entry) => entry.short !== "" && entry.full !== ""),
    (entry) => entry.short,
  );
  if (entries.length === 0) return text;
  const pattern = new RegExp(entries.map((entry) => wholeWordPattern(entry.short)).join("|"), "giu");
  return text.replace(pattern, (found: string, offset: number) => {
    const exact = entries.find((entry) => entry.short === found);
    const loose = entries.find(
      (entry) => entry.short === entry.short.toLocaleLowerCase() && entry.short.toLocaleLowerCase() === found.toLocaleLowerCase(),
    );
    const expanded = exact ? exact.full : loose ? matchCase(found, loose) : found;
    // `ассорт.сыр`: the dot separated two words; the full form must not run into the next one
    const next = text.charAt(offset + found.length);
    return expanded !== found && /[\p{L}\p{N}]/u.test(next) && !/[\p{L}\p{N}]$/u.test(found) ? `${expanded} ` : expanded;
  });
}
