// Stamps every request with the client's address (lib/server/auth/client-address.ts) from the socket (or the
// address a front thread signed for it, `request.cartaPeer`), trusting X-Forwarded-For only from
// TRUSTED_PROXIES; whatever the client sent under that name is dropped.
import { tsImport } from "tsx/esm/api";
import { loadConfig } from "./config.mjs";
import { withoutHeaders } from "./raw-headers.mjs";

export async function clientAddressStamp() {
  const load = (file) => tsImport(new URL(`../lib/${file}`, import.meta.url).href, import.meta.url);
  const [config, { addressMatcher }, { resolveClientAddress }, { CLIENT_ADDRESS_HEADER }] = await Promise.all([
    loadConfig(),
    load("env.ts"),
    load("server/auth/forwarded-address.ts"),
    load("server/auth/client-address.ts"),
  ]);
  const isTrusted = addressMatcher(config.TRUSTED_PROXIES);
  const stamped = new Set([CLIENT_ADDRESS_HEADER]);
  return (request) => {
    const forwarded = request.headers["x-forwarded-for"];
    const address = resolveClientAddress(request.cartaPeer ?? request.socket.remoteAddress, Array.isArray(forwarded) ? forwarded.join(",") : forwarded, isTrusted);
    request.rawHeaders = [...withoutHeaders(request.rawHeaders, stamped), CLIENT_ADDRESS_HEADER, address];
    request.headers[CLIENT_ADDRESS_HEADER] = address;
  };
}
