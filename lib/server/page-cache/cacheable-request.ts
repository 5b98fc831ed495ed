import "server-only";
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
/**
 * A session (or a chunk of one) means the visitor may be signed in, and next-auth's csrf cookie puts its token
 * into the sign-in form (which posts without script): such requests are always rendered, never shared.
 */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-|__Host-)?next-auth\.(?:session|csrf)-token/;
const PAGE = new RegExp(`^/(${CONTENT_LOCALES.join("|")})/(menu|promotions/\\d{1,6}|reviews)$`);
/** Query parameters read in the browser only (the table a guest scanned), so they never change the HTML. */
const CLIENT_ONLY_PARAMS = new Set(["table", "qrcode"]);
/** Requests of the client router, server actions and prefetches: never answered from the page cache. */
const ROUTER_HEADERS = ["rsc", "next-router-prefetch", "next-router-state-tree", "next-action", "purpose"];

/** Hosts seen lately and their sites: resolving is a measurable part of answering from memory. */
const MAX_HOSTS = 1024;
const sitesByConfig = new WeakMap<SiteConfig, Map<string, { site: Site; name: string }>>();

function siteOf(host: string, config: SiteConfig): { site: Site; name: string } {
  let sites = sitesByConfig.get(config);
  if (!sites) sitesByConfig.set(config, (sites = new Map()));
  let found = sites.get(host);
  if (!found) {
    if (sites.size >= MAX_HOSTS) sites.clear();
    sites.set(host, (found = { site: resolveSite(host, config), name: normalizeHost(host) }));
  }
  return found;
}

/** The path and the query string (with its "?", or empty) of a request target, as sent: not normalised. */
function splitTarget(target: string): { pathname: string; search: string } {
  const query = target.indexOf("?");
  if (query === -1) return { pathname: target, search: "" };
  return { pathname: target.slice(0, query), search: query === target.length - 1 ? "" : target.slice(query) };
}

/**
 * The pages whose whole output is the same for every guest at a given minute: a venue's public pages, and
 * the root site's front page for visitors without a session. Root pages are built from configuration only,
 * so one copy serves every host that reaches the root site. A path that is not plainly one of them (dot
 * segments, escapes) is left to Next.js.
 */
export function cacheableRequest(request: RequestLike, config: SiteConfig): CacheableRequest | null {
  if (request.method !== "GET" || !request.url) return null;
  if (ROUTER_HEADERS.some((name) => request.headers[name] !== undefined)) return null;
  const host = request.headers.host;
  if (typeof host !== "string") return null;
  const { pathname, search } = splitTarget(request.url);
  const { site, name } = siteOf(host, config);
  if (site.kind === "root") return rootPage(request, pathname, search, host);
  const match = PAGE.exec(pathname);
  if (!match) return null;
  if (search) for (const key of new URLSearchParams(search).keys()) if (!CLIENT_ONLY_PARAMS.has(key)) return null;
  const [, locale = ""] = match;
  return { key: `${name}${pathname}`, site, host: host.toLowerCase(), pathname, locale, search };
}

function rootPage(request: RequestLike, pathname: string, search: string, host: string): CacheableRequest | null {
  const match = ROOT_PAGE.exec(pathname);
  if (!match || search) return null;
  const cookie = request.headers.cookie;
  if (cookie !== undefined && SESSION_COOKIE.test(Array.isArray(cookie) ? cookie.join("; ") : cookie)) return null;
  const [, locale = ""] = match;
  return { key: `root:${pathname}`, site: { kind: "root" }, host: host.toLowerCase(), pathname, locale, search: "" };
}
