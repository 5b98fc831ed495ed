import type { Site } from "../sites/resolve-site";
import { isContentLocale, isUiLocale } from "./locales";

/** Whether `value` is a locale prefix of the site: venues speak every content language, the root site the interface ones. */
export function isSiteLocale(site: Pick<Site, "kind">, value: string): boolean {
  return site.kind === "root" ? isUiLocale(value) : isContentLocale(value);
}
