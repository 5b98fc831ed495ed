/** A first path segment shaped like a language tag: `de`, `pt-BR`, `zh_TW`. */
const LANGUAGE_TAG = /^[a-z]{2}(?:[-_][a-z]{2})?$/i;

/**
 * The path without its first segment when that segment names a language the site does not speak
 * (`/de/menu` → `/menu`), so the usual choice of language applies to it; null otherwise.
 */
export function strayLocaleRest(pathname: string, speaks: (value: string) => boolean): string | null {
  const [, first = "", ...rest] = pathname.split("/");
  if (!LANGUAGE_TAG.test(first) || speaks(first)) return null;
  return `/${rest.join("/")}`;
}
