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

function matchesEtag(request: IncomingMessage, etag: string): boolean {
  const header = request.headers["if-none-match"];
  if (!header) return false;
  const bare = etag.replace(/^W\//, "");
  return header.split(",").some((tag) => {
    const value = tag.trim();
    return value === "*" || value.replace(/^W\//, "") === bare;
  });
}

type Answer = "304" | Encoding;

/** Each cached page's response headers per answer (and with or without the cookie), as one flat list built once. */
const answers = new WeakMap<PageEntry, Map<string, string[]>>();

function answerHeaders(entry: PageEntry, answer: Answer, search: string, cookie: string | null): string[] {
  const carried = search !== "" && entry.headers.some(([name, value]) => name === "location" && !value.includes("?"));
  let prepared = answers.get(entry);
  if (!prepared) answers.set(entry, (prepared = new Map()));
  const key = cookie === null ? answer : `${answer};${cookie}`;
  const found = carried ? undefined : prepared.get(key);
  if (found) return found;
  const headers: string[] = [];
  for (const [name, value] of entry.headers) headers.push(name, name === "location" && carried ? `${value}${search}` : value);
  headers.push("vary", "Accept-Encoding", "cache-control", "no-cache", "etag", entry.etag);
  if (cookie !== null) headers.push("set-cookie", cookie);
  if (answer !== "304") {
    if (answer !== "identity") headers.push("content-encoding", answer);
    headers.push("content-length", String(entry.bodies[answer].length));
  }
  if (!carried) prepared.set(key, headers);
  return headers;
}

/** Answers from a cached page: negotiated encoding, revalidation by ETag, the language cookie kept in step. */
export function servePage(request: IncomingMessage, response: ServerResponse, entry: PageEntry, wanted: { locale: string; search: string }): void {
  const notModified = entry.status === 200 && matchesEtag(request, entry.etag);
  const encoding = pickEncoding(request.headers["accept-encoding"]);
  const cookie = entry.status === 200 ? localeCookie(request, wanted.locale) : null;
  response.writeHead(notModified ? 304 : entry.status, answerHeaders(entry, notModified ? "304" : encoding, wanted.search, cookie));
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

/** A venue whose menu is closed (setup, or a plan ended unpaid): the guest goes to its notice, and the answer carries no page at all. */
export function redirectToSetupNotice(response: ServerResponse, locale: string, reason: "setup" | "ended" = "setup"): void {
  const location = reason === "ended" ? `/${locale}/deterrence?reason=ended` : `/${locale}/deterrence`;
  response.writeHead(307, { location, "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate", "content-length": 0 });
  response.end();
}
