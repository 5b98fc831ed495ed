export const ROOT_FOLDER = "root-domain";
export const MENU_FOLDER = "menu-domain";

/** Header carrying the path the visitor asked for, before the rewrite into internal folders. */
export const ORIGINAL_PATH_HEADER = "x-carta-path";
/** Header carrying the nonce of the page's Content-Security-Policy, for the inline scripts a layout renders. */
export const NONCE_HEADER = "x-nonce";
/** Header carrying the query string the visitor asked for ("" or "?…"). */
export const ORIGINAL_SEARCH_HEADER = "x-carta-search";

/** True when a public path tries to reach an internal route folder directly. */
export function isInternalPath(pathname: string): boolean {
  return pathname
    .split("/")
    .some((segment) => {
      const decoded = safeDecode(segment).toLowerCase();
      return decoded === ROOT_FOLDER || decoded === MENU_FOLDER;
    });
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
