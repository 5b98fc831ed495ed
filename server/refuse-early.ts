import type { IncomingMessage, ServerResponse } from "node:http";
import { readFileSync } from "node:fs";
import path from "node:path";
import { CONTENT_LOCALES, DEFAULT_UI_LOCALE } from "../lib/i18n/locales";
import { MAX_UPLOAD_MB } from "../lib/uploads/contract";
import { unservableRequest } from "../lib/http/unservable-request";

const MB = 1024 * 1024;
/** JSON routes and server actions (next.config.ts gives server actions the same 1 MB). */
export const DEFAULT_BODY_LIMIT = 1 * MB;
/** One image of MAX_UPLOAD_MB (lib/uploads/contract.ts) plus multipart framing, as read-upload-form allows. */
export const UPLOAD_BODY_LIMIT = MAX_UPLOAD_MB * MB + 64 * 1024;
/** The contact form: three attachments of 5 MB (lib/domain/contact.ts) plus the text fields and framing. */
export const CONTACT_BODY_LIMIT = 15 * MB + 128 * 1024;

const CONTROL = /[\u0000-\u001F\u007F]/;
const ENCODED_CONTROL = /%(?:[01][0-9a-f]|7f)/i;
const JSON_ANSWER = { "content-type": "application/json", "cache-control": "no-store", "x-content-type-options": "nosniff" };

function bodyLimit(pathname: string): number {
  if (pathname === "/api/contact") return CONTACT_BODY_LIMIT;
  return pathname === "/api/uploads" ? UPLOAD_BODY_LIMIT : DEFAULT_BODY_LIMIT;
}

/** False when the path does not percent-decode to text or holds control characters, or the query does. */
export function urlDecodes(url: string): boolean {
  const query = url.indexOf("?");
  const pathname = query === -1 ? url : url.slice(0, query);
  if (query !== -1 && ENCODED_CONTROL.test(url.slice(query))) return false;
  try {
    return !CONTROL.test(decodeURIComponent(pathname));
  } catch {
    return false;
  }
}

const notFoundTexts = new Map<string, { pageNotFound: string; goHome: string }>();
function notFoundText(locale: string) {
  let found = notFoundTexts.get(locale);
  if (!found) {
    const { pageNotFound, goHome } = JSON.parse(readFileSync(path.resolve("messages", locale, "errors.json"), "utf8"));
    notFoundTexts.set(locale, (found = { pageNotFound, goHome }));
  }
  return found;
}

/** Next.js fails with 500 on a path that does not decode: an API path gets 400, a page the not-found page. */
function refuseUrl(url: string, response: ServerResponse): void {
  const [first = ""] = url.split(/[/?]/).filter(Boolean);
  if (["api", "files", "_next", "builds"].includes(first)) {
    response.writeHead(400, JSON_ANSWER).end(JSON.stringify({ error: "Bad request" }));
    return;
  }
  const locale = (CONTENT_LOCALES as readonly string[]).includes(first) ? first : DEFAULT_UI_LOCALE;
  const { pageNotFound, goHome } = notFoundText(locale);
  response.writeHead(404, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", "x-content-type-options": "nosniff" });
  response.end(
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
      `<title>${pageNotFound}</title></head><body><h1>${pageNotFound}</h1><p><a href="/">${goHome}</a></p></body></html>`,
  );
}

/**
 * Answers the requests no route can take, before Next.js sees them, and returns true: a method or request
 * target Next.js cannot represent, a URL that does not decode, a body whose declared length is over what its
 * route reads, a server action's body of undeclared length (answered at once; Node discards the rest as it
 * arrives, nothing is kept). Any other body of unknown length is capped while it streams by whoever reads
 * it: the JSON helper, the upload reader.
 */
export function refuseEarly(request: IncomingMessage, response: ServerResponse): boolean {
  const refusal = unservableRequest(request.method, request.url);
  if (refusal) {
    response.writeHead(refusal.status, refusal.headers).end();
    return true;
  }
  const url = request.url ?? "/";
  if (!urlDecodes(url)) {
    refuseUrl(url, response);
    return true;
  }
  const declared = request.headers["content-length"];
  const pathname = url.split("?")[0] ?? "/";
  // Browsers declare a server action's length; Next.js would read one of unknown length to its end first.
  const action = request.method === "POST" && request.headers["next-action"] !== undefined;
  if (declared === undefined && !action) return false;
  if (declared !== undefined && Number(declared) <= bodyLimit(pathname)) return false;
  response.writeHead(413, JSON_ANSWER).end(JSON.stringify(pathname === "/api/uploads" ? { error: "maxSize", num: MAX_UPLOAD_MB } : { error: "Payload too large" }));
  return true;
}
