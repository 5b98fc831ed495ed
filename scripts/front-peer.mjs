// The client's address as a front thread saw it, carried to the Next.js thread in a header signed with a
// secret of this process: anything else that reaches the private port cannot pose as a client.
import { timingSafeEqual } from "node:crypto";
import { withoutHeaders } from "./raw-headers.mjs";

export const PEER_HEADER = "x-carta-peer";
const PEER_HEADERS = new Set([PEER_HEADER]);

export function signedPeer(secret, address) {
  return `${secret} ${address ?? ""}`;
}

/** Removes the header from `request` and returns the address it signs, or undefined when it is absent or not ours. */
export function takePeer(request, secret) {
  const value = request.headers[PEER_HEADER];
  if (value === undefined) return undefined;
  delete request.headers[PEER_HEADER];
  request.rawHeaders = withoutHeaders(request.rawHeaders, PEER_HEADERS);
  if (typeof value !== "string") return undefined;
  const space = value.indexOf(" ");
  const given = Buffer.from(value.slice(0, space === -1 ? 0 : space));
  const expected = Buffer.from(secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return value.slice(space + 1) || undefined;
}
