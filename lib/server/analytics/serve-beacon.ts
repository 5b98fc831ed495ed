import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import { BEACON_MAX_BYTES } from "../../analytics/dimensions";
import { log } from "../../log";
import { CLIENT_ADDRESS_HEADER, clientAddress } from "../auth/client-address";
import { takeBeacon } from "./take-beacon";

const PATH = "/api/analytics/events";
const ANSWERS = { 413: "Payload too large", 429: "Too many requests" } as const;

function readBody(request: IncomingMessage): Promise<string | null> {
  if (Number(request.headers["content-length"] ?? 0) > BEACON_MAX_BYTES) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size <= BEACON_MAX_BYTES) chunks.push(chunk);
    });
    request.on("end", () => resolve(size > BEACON_MAX_BYTES ? null : Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

/** The headers a beacon is judged by (the venue, the opt-outs, prefetch, robots, the address for the allowance). */
const READ = ["host", "user-agent", "dnt", "sec-gpc", "sec-purpose", "purpose", "x-moz", CLIENT_ADDRESS_HEADER];

function headersOf(request: IncomingMessage): Headers {
  const headers = new Headers();
  for (const name of READ) {
    const value = request.headers[name];
    if (typeof value === "string") headers.set(name, value);
  }
  return headers;
}

/**
 * Answers a guest page's beacon in the HTTP server itself, before Next.js: counting a guest must cost the
 * cached menu next to nothing. False for any other request.
 */
export function serveBeacon(request: IncomingMessage, response: ServerResponse): boolean {
  if (request.method !== "POST" || request.url?.split("?")[0] !== PATH) return false;
  const headers = headersOf(request);
  takeBeacon({ headers, address: clientAddress(headers), body: () => readBody(request) })
    .then((status) => {
      if (status === 204) response.writeHead(204, { "cache-control": "no-store" }).end();
      else response.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" }).end(JSON.stringify({ error: ANSWERS[status] }));
    })
    .catch((error: unknown) => {
      log.error({ err: error, path: PATH }, "request failed");
      if (!response.headersSent) response.writeHead(500, { "content-type": "application/json" }).end(JSON.stringify({ error: "Request failed" }));
    });
  return true;
}
