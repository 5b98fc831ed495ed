// No "server-only" marker: the HTTP server (server/) stamps requests with it, outside Next.
import "server-only";
/**
 * The client's address, stamped on every request by the HTTP server (server/client-address-stamp.ts) from the socket (and, behind
 * TRUSTED_PROXIES, from X-Forwarded-For); a copy sent by the client is replaced there.
 */
export const CLIENT_ADDRESS_HEADER = "x-carta-client-address";

export function clientAddress(headers: Headers | Record<string, string | string[] | undefined>): string {
  const value = headers instanceof Headers ? headers.get(CLIENT_ADDRESS_HEADER) : headers[CLIENT_ADDRESS_HEADER];
  const address = Array.isArray(value) ? value[0] : value;
  return address || "unknown";
}
