import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import { beaconInQuery } from "../../analytics/beacon-url";
import { BEACON_MAX_BYTES, BEACON_PATH } from "../../analytics/dimensions";
import { log } from "../../log";
import { clientAddress } from "../auth/client-address";
import { beaconVerdict } from "./beacon-verdict";
import { countAnsweredBeacon, countBeacon } from "./count-beacon";
import { pending } from "./pending-counts";

const ANSWERS = { 413: "Payload too large", 429: "Too many requests" } as const;
const NO_STORE = { "cache-control": "no-store" };
const JSON_NO_STORE = { "content-type": "application/json", "cache-control": "no-store" };

/** The body as text, or null once it is over BEACON_MAX_BYTES (the rest is read and dropped) or the sender went away. */
function readBody(request: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size <= BEACON_MAX_BYTES) chunks.push(chunk);
    });
    request.on("end", () => resolve(size > BEACON_MAX_BYTES ? null : chunks.length === 1 ? chunks[0]!.toString("utf8") : Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
    // a connection closed before the whole body came: nothing to count (once the body ended, this changes nothing)
    request.on("close", () => resolve(null));
  });
}

function answer(response: ServerResponse, status: 204 | 413 | 429): void {
  if (status === 204) response.writeHead(204, NO_STORE).end();
  else response.writeHead(status, JSON_NO_STORE).end(JSON.stringify({ error: ANSWERS[status] }));
}

const failed = (response: ServerResponse) => (error: unknown) => {
  log.error({ err: error, path: BEACON_PATH }, "request failed");
  if (!response.headersSent) response.writeHead(500, { "content-type": "application/json" }).end(JSON.stringify({ error: "Request failed" }));
};

/**
 * Counts an answered beacon of declared length (at most BEACON_MAX_BYTES, so the whole body fits the stream's
 * buffer) once all of it is there: one read of the buffered body, one listener shared by every beacon, no
 * promise unless the venue must be looked up. A sender gone before its whole body came counts nothing.
 */
function onBodyReadable(this: IncomingMessage): void {
  if (!this.complete) return;
  const body = this.read() as Buffer | null;
  pending.arriving.delete(this);
  if (body !== null) countAnsweredBeacon(body.toString("utf8"), this.headers.host ?? null);
}

/**
 * Answers a guest page's beacon in the HTTP server itself, before Next.js: counting a guest must cost the
 * cached menu next to nothing. A beacon in its address (as the guest pages send it) is answered and counted at
 * once. One with a body of declared length is answered from its headers alone, before its body is read; the body
 * is counted once it has arrived. False for any other request.
 */
export function serveBeacon(request: IncomingMessage, response: ServerResponse): boolean {
  const url = request.url ?? "";
  if (request.method !== "POST" || url.split("?")[0] !== BEACON_PATH) return false;
  const raw = request.headers;
  const headers = { get: (name: string) => (typeof raw[name] === "string" ? raw[name] : null) };
  const verdict = beaconVerdict(headers, clientAddress(raw));
  if (verdict !== "read") {
    answer(response, verdict);
    return true;
  }
  const query = url.indexOf("?");
  const carried = query === -1 ? undefined : beaconInQuery(url.slice(query + 1));
  if (carried !== undefined) {
    if (carried !== null) countAnsweredBeacon(carried, headers.get("host"));
    answer(response, carried === null ? 413 : 204);
    return true;
  }
  const declared = raw["content-length"];
  if (declared !== undefined && Number(declared) > BEACON_MAX_BYTES) {
    answer(response, 413);
    return true;
  }
  if (declared !== undefined) {
    // listening before answering: the body is then being consumed, and Node does not drop it once the answer is sent
    pending.arriving.add(request);
    request.on("readable", onBodyReadable);
    answer(response, 204);
    return true;
  }
  readBody(request)
    .then(async (text) => {
      if (text !== null) await countBeacon(text, headers.get("host"));
      answer(response, text === null ? 413 : 204);
    })
    .catch(failed(response));
  return true;
}
