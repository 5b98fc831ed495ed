import type { IncomingMessage, ServerResponse } from "node:http";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS } from "../../i18n/locales";
import { pickEncoding } from "./encodings";
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

/** Answers from a cached page: negotiated encoding, revalidation by ETag, the language cookie kept in step. */
export function servePage(request: IncomingMessage, response: ServerResponse, entry: PageEntry, wanted: { locale: string; search: string }): void {
  const { locale, search } = wanted;
  for (const [name, value] of entry.headers) {
    const carried = name === "location" && search && !value.includes("?") ? `${value}${search}` : value;
    response.appendHeader(name, carried);
  }
  response.setHeader("vary", "Accept-Encoding");
  response.setHeader("cache-control", "no-cache");
  response.setHeader("etag", entry.etag);
  const cookie = entry.status === 200 ? localeCookie(request, locale) : null;
  if (cookie) response.setHeader("set-cookie", cookie);
  if (entry.status === 200 && matchesEtag(request, entry.etag)) {
    response.statusCode = 304;
    response.end();
    return;
  }
  const encoding = pickEncoding(request.headers["accept-encoding"]);
  const body = entry.bodies[encoding];
  response.statusCode = entry.status;
  if (encoding !== "identity") response.setHeader("content-encoding", encoding);
  response.setHeader("content-length", body.length);
  response.end(body);
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
