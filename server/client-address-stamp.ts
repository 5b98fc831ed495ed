import type { IncomingMessage } from "node:http";
import { CLIENT_ADDRESS_HEADER, VIA_PROXY_HEADER } from "../lib/server/auth/client-address";
import { resolveClientAddress } from "../lib/server/auth/forwarded-address";
import { addressMatcher } from "../lib/env";

/**
 * Stamps a request with the client's address (lib/server/auth/client-address.ts) from the socket, trusting
 * X-Forwarded-For only from TRUSTED_PROXIES, and with whether a proxy forwarded it; whatever the client sent under those names is replaced.
 */
export function clientAddressStamp(trustedProxies: Parameters<typeof addressMatcher>[0]): (request: IncomingMessage) => void {
  const isTrusted = addressMatcher(trustedProxies);
  return (request) => {
    const forwarded = request.headers["x-forwarded-for"];
    const address = resolveClientAddress(request.socket.remoteAddress, Array.isArray(forwarded) ? forwarded.join(",") : forwarded, isTrusted);
    request.headers[CLIENT_ADDRESS_HEADER] = address;
    request.headers[VIA_PROXY_HEADER] = forwarded !== undefined || request.headers.forwarded !== undefined ? "1" : "0";
  };
}
