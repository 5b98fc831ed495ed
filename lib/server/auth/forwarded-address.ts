// No "server-only" marker: the HTTP server (server/) uses it, outside Next.
import "server-only";
import { isIP } from "node:net";

const MAPPED_IPV4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

function plainAddress(value: string): string {
  const address = value.trim();
  return MAPPED_IPV4.exec(address)?.[1] ?? address;
}

/**
 * The client's address: the socket peer, unless the peer is a trusted proxy; then X-Forwarded-For is
 * read right to left, skipping trusted proxies, and the first untrusted hop is the client. A hop that
 * is no address ends the walk at the last trusted one, so a client can never name itself.
 */
export function resolveClientAddress(
  peer: string | undefined,
  forwardedFor: string | undefined,
  isTrusted: (address: string) => boolean,
): string {
  let client = plainAddress(peer ?? "");
  if (!client) return "unknown";
  const hops = (forwardedFor ?? "").split(",").map(plainAddress).filter(Boolean);
  while (isTrusted(client) && hops.length > 0) {
    const hop = hops.pop()!;
    if (isIP(hop) === 0) break;
    client = hop;
  }
  return client;
}
