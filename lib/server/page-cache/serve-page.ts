import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS } from "../../i18n/locales";
import { type Encoding, pickEncoding } from "./encodings";
import type { PageEntry, RenderedPage } from "./page-entry";

function localeCookie(request: IncomingMessage, locale: string): string | null {
  const destination = request.headers["sec-fetch-dest"];
  if (destination !== undefined && destination !== "document") return null;
  const current = /(?:^|;\s*)NEXT_LOCALE=([^;]*)/.exec(request.headers.cookie ?? "")?.[1];
  if (current === locale) return null;
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; SameSite=lax`;
}

/**
 * A guest page in a shared cache (a CDN, the shipped nginx): fresh for 10 s, then served while it revalidates
 * for 30 s more, and for a day while Carta cannot answer. An owner's change (sold out, a price, a hidden
 * item) reaches the guest's next reload at most 10 s later through such a cache (the first reload after
 * that may still get the old page while the cache fetches the new one), and at once without one: browsers
 * always revalidate (max-age=0), and the page cache drops a venue's pages the moment its change commits.
 */
export const GUEST_CACHE_CONTROL = "public, max-age=0, s-maxage=10, stale-while-revalidate=30, stale-if-error=86400";
/**
 * The root site's front page (it differs for visitors with a session) and a copy shown during an outage.
 * A guest page setting the language cookie stays public: the cookie names the page's own language, the
 * same for everyone who asks for that address.
 */
const PRIVATE_CACHE_CONTROL = "private, no-cache";

/** The strong ETag of one encoding of a page: the bytes differ, so do the tags. */
const etagOf = (entry: PageEntry, encoding: Encoding) => `"${entry.etag}${encoding === "identity" ? "" : `-${encoding}`}"`;

/** Whether If-None-Match names this page in any encoding (weak comparison, as for GET). */
function matchesEtag(request: IncomingMessage, entry: PageEntry): boolean {
  const header = request.headers["if-none-match"];
  if (!header) return false;
  return header.split(",").some((tag) => {
    const value = tag.trim();
    return value === "*" || value.replace(/^W\//, "").replace(/^"|"$/g, "").replace(/-(?:br|gzip)$/, "") === entry.etag;
  });
}

type Answer = { notModified: boolean; encoding: Encoding };

/** Each cached page's response headers per answer (and with or without the cookie), as one flat list built once. */
const answers = new WeakMap<PageEntry, Map<string, string[]>>();

function answerHeaders(entry: PageEntry, answer: Answer, search: string, cookie: string | null): string[] {
  const carried = search !== "" && entry.headers.some(([name, value]) => name === "location" && !value.includes("?"));
  let prepared = answers.get(entry);
  if (!prepared) answers.set(entry, (prepared = new Map()));
  const key = `${answer.notModified ? "304" : ""}${answer.encoding};${cookie ?? ""}`;
  const found = carried ? undefined : prepared.get(key);
  if (found) return found;
  const headers: string[] = [];
  for (const [name, value] of entry.headers) headers.push(name, name === "location" && carried ? `${value}${search}` : value);
  headers.push("vary", "Accept-Encoding", "cache-control", entry.shared ? GUEST_CACHE_CONTROL : PRIVATE_CACHE_CONTROL, "etag", etagOf(entry, answer.encoding));
  if (cookie !== null) headers.push("set-cookie", cookie);
  if (!answer.notModified) {
    if (answer.encoding !== "identity") headers.push("content-encoding", answer.encoding);
    headers.push("content-length", String(entry.bodies[answer.encoding].length));
  }
  if (!carried) prepared.set(key, headers);
  return headers;
}

/** Answers from a cached page: negotiated encoding, revalidation by ETag, the language cookie kept in step. */
export function servePage(request: IncomingMessage, response: ServerResponse, entry: PageEntry, wanted: { locale: string; search: string }): void {
  const notModified = entry.status === 200 && matchesEtag(request, entry);
  const encoding = pickEncoding(request.headers["accept-encoding"]);
  const cookie = entry.status === 200 ? localeCookie(request, wanted.locale) : null;
  response.writeHead(notModified ? 304 : entry.status, answerHeaders(entry, { notModified, encoding }, wanted.search, cookie));
  response.end(notModified ? undefined : entry.bodies[encoding]);
}

/** Passes on a render that is not kept (a missing venue, an error) exactly as it came. */
export function serveRendered(response: ServerResponse, page: RenderedPage): void {
  for (const [name, value] of page.headers) response.appendHeader(name, value);
  response.setHeader("cache-control", "private, no-cache, no-store, max-age=0, must-revalidate");
  response.statusCode = page.status;
  response.setHeader("content-length", page.body.length);
  response.end(page.body);
}
