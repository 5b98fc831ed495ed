// No "server-only" marker: the HTTP server (server/) stamps requests with it, outside Next.
import "server-only";
/**
 * The client's address, stamped on every request by the HTTP server (server/client-address-stamp.ts) from the socket (and, behind
 * TRUSTED_PROXIES, from X-Forwarded-For); a copy sent by the client is replaced there.
 */
export const CLIENT_ADDRESS_HEADER = "x-carta-client-address";
/** "1" when the request reached us through a proxy (it carried X-Forwarded-For or Forwarded), else "0"; stamped beside the address, before Next.js adds forwarding headers of its own. */
export const VIA_PROXY_HEADER = "x-carta-via-proxy";

/** Whether the request was forwarded by a proxy rather than sent to us directly. */
export function cameViaProxy(headers: Headers): boolean {
  return headers.get(VIA_PROXY_HEADER) !== "0";
}

export function clientAddress(headers: Headers | Record<string, string | string[] | undefined>): string {
  const value = headers instanceof Headers ? headers.get(CLIENT_ADDRESS_HEADER) : headers[CLIENT_ADDRESS_HEADER];
  const address = Array.isArray(value) ? value[0] : value;
  return address || "unknown";
}
