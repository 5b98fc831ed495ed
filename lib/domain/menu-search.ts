export interface SearchEntry {
  id: number;
  title: string;
  description: string;
}

export interface SearchIndex {
  entries: { id: number; text: string }[];
}

/** Accents and Arabic vowel marks (with the tatweel), dropped after decomposition: é→e, ё→е, İ→i, أ→ا (й stays й). */
const MARKS = /[\u0300-\u036f\u0610-\u061a\u064b-\u065f\u0670\u0640]/g;

/** Lower case without accents or vowel marks, ى read as ي and ة as ه, dotless ı as i, runs of white space as one space. */
export function normalizeForSearch(text: string): string {
  return text
    .normalize("NFD")
    .toLowerCase()
    .replace(/и\u0306/g, "й")
    .replace(MARKS, "")
    .replace(/ى/g, "ي")
    .replace(/ة/g, "ه")
    .replace(/ı/g, "i")
    .normalize("NFC")
    .replace(/\s+/g, " ")
    .trim();
}

export function searchTerms(query: string): string[] {
  return normalizeForSearch(query).split(" ").filter(Boolean);
}

export function buildSearchIndex(entries: SearchEntry[]): SearchIndex {
  return { entries: entries.map(({ id, title, description }) => ({ id, text: normalizeForSearch(`${title}\n${description}`) })) };
}

/** Ids of the entries whose title or description holds every word of the query, in menu order; all of them for a blank query. */
export function searchMenu(index: SearchIndex, query: string): number[] {
  const terms = searchTerms(query);
  return index.entries.filter(({ text }) => terms.every((term) => text.includes(term))).map(({ id }) => id);
}
