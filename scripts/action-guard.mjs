// Server action requests Next.js would answer with HTTP 500: a cross-origin Origin, an empty, malformed or
// multipart body, or one nested deeper than any form sends. They get 403 or 400 here; the rest go on unchanged.

import { DEFAULT_BODY_LIMIT, drain, refuseBody } from "./request-guard.mjs";

const MAX_DEPTH = 32;

const isAction = (request) => request.method === "POST" && typeof request.headers["next-action"] === "string";

function refuse(response, status, error) {
  response.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
  response.end(JSON.stringify({ error }));
}

/** The same comparison Next.js makes: the Origin's host against X-Forwarded-Host, else Host. */
function sameOrigin(request) {
  const origin = request.headers.origin;
  if (!origin) return true;
  const forwarded = request.headers["x-forwarded-host"];
  const host = (typeof forwarded === "string" ? forwarded.split(",")[0].trim() : undefined) || request.headers.host;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** True for a JSON array nested at most MAX_DEPTH deep whose "$" values need no other body part. */
export function wellFormedReply(text) {
  let depth = 0;
  let inString = false;
  for (let n = 0; n < text.length; n++) {
    const char = text[n];
    if (inString) {
      if (char === "\\") n++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === "[" || char === "{") {
      if (++depth > MAX_DEPTH) return false;
    } else if (char === "]" || char === "}") depth--;
  }
  try {
    const reply = JSON.parse(text);
    return Array.isArray(reply) && plainValues(reply);
  } catch {
    return false;
  }
}

// In a text body React's reply format marks special values with "$"; those naming other parts
// of a multipart body (Map, Set, FormData, Blob, promise, …) cannot resolve in a text body.
const SELF_CONTAINED = /^\$(?:\$|D|n|undefined$|Infinity$|-Infinity$|NaN$|-0$)/;

function plainValues(value) {
  if (typeof value === "string") return !value.startsWith("$") || SELF_CONTAINED.test(value);
  if (Array.isArray(value)) return value.every(plainValues);
  if (value && typeof value === "object") return Object.values(value).every(plainValues);
  return true;
}

/**
 * Holds a server action's body (already bounded by request-guard) until it is complete, checks it,
 * then hands the request to `next` with the body intact. Returns false for requests that are no action.
 */
export function guardAction(request, response, next) {
  if (!isAction(request)) return false;
  if (!sameOrigin(request)) {
    refuse(response, 403, "Forbidden");
    return true;
  }
  // Carta's actions take plain values, which React sends as a text body; a multipart body is never one of ours.
  const text = (request.headers["content-type"] ?? "").startsWith("text/plain");
  const hasBody = request.headers["transfer-encoding"] !== undefined || Number(request.headers["content-length"] ?? 0) > 0;
  if (!hasBody || !text) {
    refuse(response, 400, "Bad request");
    return true;
  }
  const push = request.push;
  const chunks = [];
  let received = 0;
  request.push = function heldPush(chunk, encoding) {
    if (chunk !== null) {
      const buffer = typeof chunk === "string" ? Buffer.from(chunk, encoding) : chunk;
      received += buffer.length;
      if (request.cartaRefused) drain(request, buffer.length);
      else if (received > DEFAULT_BODY_LIMIT) refuseBody(request, response, request.url);
      else chunks.push(buffer);
      return true;
    }
    request.push = push;
    if (request.cartaRefused) {
      request.socket.end();
      return true;
    }
    const body = Buffer.concat(chunks);
    if (!wellFormedReply(body.toString("utf8"))) {
      refuse(response, 400, "Bad request");
      return false;
    }
    push.call(request, body);
    const ended = push.call(request, null);
    next();
    return ended;
  };
  return true;
}
