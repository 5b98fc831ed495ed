// The first checks on every request, before the page cache or Next.js see it: a URL that does not
// decode (or decodes to control characters) is refused, and a body larger than its route needs is
// refused before it is read (Content-Length at once, chunked bodies while they stream).
import { readFileSync } from "node:fs";
import path from "node:path";

const MB = 1024 * 1024;
/** JSON routes and server actions; next.config.ts gives server actions the same limit. */
export const DEFAULT_BODY_LIMIT = 1 * MB;
/** One image of MAX_UPLOAD_MB (lib/uploads/contract.ts) plus multipart framing, as read-upload-form allows. */
export const UPLOAD_MB = 10;
export const UPLOAD_BODY_LIMIT = UPLOAD_MB * MB + 64 * 1024;
/** The contact form: three attachments of 5 MB (lib/domain/contact.ts) plus the text fields and framing. */
export const CONTACT_BODY_LIMIT = 15 * MB + 128 * 1024;
/** An oversized body is discarded (never kept) up to this much so the client reads the answer; then the connection closes. */
const DRAIN_LIMIT = 16 * MB;

const LOCALES = ["ru", "en", "zh", "ar", "tr", "fr"];
const DEFAULT_LOCALE = "ru";
const CONTROL = /[\u0000-\u001F\u007F]/;
const ENCODED_CONTROL = /%(?:[01][0-9a-f]|7f)/i;

function bodyLimit(pathname) {
  if (pathname === "/api/contact") return CONTACT_BODY_LIMIT;
  return pathname === "/api/uploads" ? UPLOAD_BODY_LIMIT : DEFAULT_BODY_LIMIT;
}

function tooLargeBody(pathname) {
  return pathname === "/api/uploads" ? { error: "maxSize", num: UPLOAD_MB } : { error: "Payload too large" };
}

/** False when the path does not percent-decode to text or holds control characters, or the query does. */
export function urlDecodes(url) {
  const query = url.indexOf("?");
  const pathname = query === -1 ? url : url.slice(0, query);
  if (query !== -1 && ENCODED_CONTROL.test(url.slice(query))) return false;
  try {
    return !CONTROL.test(decodeURIComponent(pathname));
  } catch {
    return false;
  }
}

const notFoundTexts = new Map();
function notFoundText(locale) {
  if (!notFoundTexts.has(locale)) {
    const file = path.resolve("messages", locale, "errors.json");
    const { pageNotFound, goHome } = JSON.parse(readFileSync(file, "utf8"));
    notFoundTexts.set(locale, { pageNotFound, goHome });
  }
  return notFoundTexts.get(locale);
}

function refuseUrl(url, response) {
  const [first = ""] = url.split(/[/?]/).filter(Boolean);
  if (["api", "files", "_next", "builds"].includes(first)) {
    response.writeHead(400, { "content-type": "application/json", "cache-control": "no-store" });
    response.end(JSON.stringify({ error: "Bad request" }));
    return;
  }
  const locale = LOCALES.includes(first) ? first : DEFAULT_LOCALE;
  const { pageNotFound, goHome } = notFoundText(locale);
  response.writeHead(404, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
  response.end(
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
      `<title>${pageNotFound}</title></head><body><h1>${pageNotFound}</h1><p><a href="/">${goHome}</a></p></body></html>`,
  );
}

export function refuseBody(request, response, pathname) {
  request.cartaRefused = true;
  if (!response.headersSent) {
    response.writeHead(413, { "content-type": "application/json", "cache-control": "no-store" });
    response.end(JSON.stringify(tooLargeBody(pathname)));
  }
}

/**
 * Discards what the client still sends so it reads the answer; past DRAIN_LIMIT the server stops
 * sending (the answer already went out, so a fast client still reads it) and drops the connection a
 * second later if the client keeps writing.
 */
export function drain(request, bytes) {
  request.cartaDrained = (request.cartaDrained ?? 0) + bytes;
  if (request.cartaDrained <= DRAIN_LIMIT || request.cartaClosing) return;
  request.cartaClosing = true;
  request.socket.end();
  setTimeout(() => request.socket.destroy(), 1000).unref();
}

/** Counts a body of unknown length as the parser hands it over, before anything buffers it. */
function countWhileStreaming(request, response, pathname, limit) {
  const push = request.push;
  let received = 0;
  request.push = function countedPush(chunk, encoding) {
    if (request.cartaRefused) {
      if (chunk) drain(request, chunk.length);
      else request.socket.end();
      return true;
    }
    if (chunk) received += chunk.length;
    if (received > limit) {
      refuseBody(request, response, pathname);
      return true;
    }
    return push.call(this, chunk, encoding);
  };
}

/** Answers requests that must not reach the app; true when it did. */
export function refuseEarly(request, response) {
  const url = request.url ?? "/";
  if (!urlDecodes(url)) {
    refuseUrl(url, response);
    return true;
  }
  const pathname = url.split("?")[0];
  const limit = bodyLimit(pathname);
  const header = request.headers["content-length"];
  if (header !== undefined) {
    const declared = Number(header);
    if (declared <= limit) return false;
    refuseBody(request, response, pathname);
    request.on("data", (chunk) => drain(request, chunk.length));
    return true;
  }
  if (request.headers["transfer-encoding"]) countWhileStreaming(request, response, pathname, limit);
  return false;
}
