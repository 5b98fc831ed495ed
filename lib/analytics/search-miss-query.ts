import { normalizeForSearch } from "../domain/menu-search";
import { SEARCH_MISS_MAX_LENGTH, SEARCH_MISS_MIN_LETTERS } from "./dimensions";

/** A search as it is counted (normalised as the menu search reads it), or null when it is too short to tell anything. */
export function searchMissQuery(query: string): string | null {
  const normalised = normalizeForSearch(query).slice(0, SEARCH_MISS_MAX_LENGTH).trim();
  const letters = normalised.match(/\p{L}/gu)?.length ?? 0;
  return letters >= SEARCH_MISS_MIN_LETTERS ? normalised : null;
}
