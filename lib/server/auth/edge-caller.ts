import "server-only";
import { addressMatcher } from "../../env";
import { cameViaProxy, clientAddress } from "./client-address";

const isLoopback = addressMatcher(["127.0.0.0/8", "::1"]);

/**
 * Whether a request comes from the edge itself (loopback, or an address of TRUSTED_PROXIES) rather than
 * from a guest: a request the edge forwarded for someone carries X-Forwarded-For and is refused.
 */
export function isEdgeCaller(headers: Headers, trustedProxies: readonly string[]): boolean {
  if (cameViaProxy(headers)) return false;
  const address = clientAddress(headers);
  return isLoopback(address) || addressMatcher(trustedProxies)(address);
}
