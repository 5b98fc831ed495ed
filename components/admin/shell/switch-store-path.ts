const KEEP_TWO = new Set(["settings", "subscription"]);

/**
 * The same admin page in another store: `/{locale}/{store}/admin-panel/{section}[/{tab}]`.
 * Deeper segments (a category id, an action id) belong to the old store and are dropped.
 */
export function switchStorePath(pathname: string, urlKey: string): string {
  const [, locale = "", , panel, section, tab] = pathname.split("/");
  const base = `/${locale}/${urlKey}/admin-panel`;
  if (panel !== "admin-panel" || !section) return base;
  return KEEP_TWO.has(section) && tab ? `${base}/${section}/${tab}` : `${base}/${section}`;
}
