import "server-only";

const STORE_URL_PATTERN = /^[A-Za-z0-9_-]{1,63}$/;

/** A store's URL key as the stores table keeps it (lowercase), or null for text that cannot be one. */
export function storeUrlKey(text: string): string | null {
  return STORE_URL_PATTERN.test(text) ? text.toLowerCase() : null;
}
