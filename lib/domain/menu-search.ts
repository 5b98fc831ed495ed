export interface SearchEntry {
  id: number;
  title: string;
  description: string;
}

export interface SearchIndex {
  entries: { id: number; text: string }[];
}

/** Lower case, ё read as е, runs of white space as one space. */
export function normalizeForSearch(text: string): string {
  return text.normalize("NFC").toLowerCase().replace(/ё/g, "е").replace(/\s+/g, " ").trim();
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
