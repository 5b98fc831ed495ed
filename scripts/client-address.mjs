// Stamps every request with the client's address (lib/server/auth/client-address.ts) from the socket,
// trusting X-Forwarded-For only from TRUSTED_PROXIES; whatever the client sent under that name is dropped.
import { tsImport } from "tsx/esm/api";
import { loadConfig } from "./config.mjs";

export async function clientAddressStamp() {
  const load = (file) => tsImport(new URL(`../lib/${file}`, import.meta.url).href, import.meta.url);
  const [config, { addressMatcher }, { resolveClientAddress }, { CLIENT_ADDRESS_HEADER }] = await Promise.all([
    loadConfig(),
    load("env.ts"),
    load("server/auth/forwarded-address.ts"),
    load("server/auth/client-address.ts"),
  ]);
  const isTrusted = addressMatcher(config.TRUSTED_PROXIES);
  return (request) => {
    const forwarded = request.headers["x-forwarded-for"];
    const address = resolveClientAddress(request.socket.remoteAddress, Array.isArray(forwarded) ? forwarded.join(",") : forwarded, isTrusted);
    const raw = request.rawHeaders;
    const kept = [];
    for (let n = 0; n < raw.length; n += 2) {
      if (raw[n].toLowerCase() !== CLIENT_ADDRESS_HEADER) kept.push(raw[n], raw[n + 1]);
    }
    request.rawHeaders = [...kept, CLIENT_ADDRESS_HEADER, address];
    request.headers[CLIENT_ADDRESS_HEADER] = address;
  };
}
