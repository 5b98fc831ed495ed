import { CONTENT_LOCALES, UI_LOCALES } from "../../i18n/locales";
import { normalizeHost, resolveSite, type Site, type SiteConfig } from "../../sites/resolve-site";

export interface CacheableRequest {
  /** host (without its port, as sites are told apart) and path: the page's identity, the same for every guest */
  key: string;
  site: Site;
  /** the Host header the page renders with */
  host: string;
  pathname: string;
  locale: string;
  /** the query string as asked (only client-only parameters), carried on by a cached redirect */
  search: string;
}

interface RequestLike {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}

/** The root site's front page (sign-in) as every signed-out visitor gets it. */
const ROOT_PAGE = new RegExp(`^/(${UI_LOCALES.join("|")})$`);
/** A session (or a chunk of one) means the visitor may be signed in: such requests are always rendered. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?next-auth\.session-token/;
const PAGE = new RegExp(`^/(${CONTENT_LOCALES.join("|")})/(menu|promotions/\\d{1,6}|reviews)$`);
/** Query parameters read in the browser only (the table a guest scanned), so they never change the HTML. */
const CLIENT_ONLY_PARAMS = new Set(["table", "qrcode"]);
/** Requests of the client router, server actions and prefetches: never answered from the page cache. */
const ROUTER_HEADERS = ["rsc", "next-router-prefetch", "next-router-state-tree", "next-action", "purpose"];

/**
 * The pages whose whole output is the same for every guest at a given minute: a venue's public pages, and
 * the root site's front page for visitors without a session. Root pages are built from configuration only,
 * so one copy serves every host that reaches the root site.
 */
export function cacheableRequest(request: RequestLike, config: SiteConfig): CacheableRequest | null {
  if (request.method !== "GET" || !request.url) return null;
  if (ROUTER_HEADERS.some((name) => request.headers[name] !== undefined)) return null;
  const host = request.headers.host;
  if (typeof host !== "string") return null;
  const url = new URL(request.url, "http://placeholder");
  const site = resolveSite(host, config);
  if (site.kind === "root") return rootPage(request, url, host);
  const match = PAGE.exec(url.pathname);
  if (!match) return null;
  for (const name of url.searchParams.keys()) if (!CLIENT_ONLY_PARAMS.has(name)) return null;
  const [, locale = ""] = match;
  return { key: `${normalizeHost(host)}${url.pathname}`, site, host: host.toLowerCase(), pathname: url.pathname, locale, search: url.search };
}

function rootPage(request: RequestLike, url: URL, host: string): CacheableRequest | null {
  const match = ROOT_PAGE.exec(url.pathname);
  if (!match || url.search) return null;
  const cookie = request.headers.cookie;
  if (cookie !== undefined && SESSION_COOKIE.test(Array.isArray(cookie) ? cookie.join("; ") : cookie)) return null;
  const [, locale = ""] = match;
  return { key: `root:${url.pathname}`, site: { kind: "root" }, host: host.toLowerCase(), pathname: url.pathname, locale, search: "" };
}

/** A venue's guest page asked for by a browser, whatever its query string: what a venue in setup redirects. */
export function venuePageRequest(request: RequestLike, config: SiteConfig): { site: Site; locale: string } | null {
  if ((request.method !== "GET" && request.method !== "HEAD") || !request.url) return null;
  if (ROUTER_HEADERS.some((name) => request.headers[name] !== undefined)) return null;
  const host = request.headers.host;
  if (typeof host !== "string") return null;
  const match = PAGE.exec(new URL(request.url, "http://placeholder").pathname);
  const site = resolveSite(host, config);
  return match && site.kind !== "root" ? { site, locale: match[1] ?? "" } : null;
}
