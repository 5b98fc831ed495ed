import { normalizeHost } from "./resolve-site";

/** Public origin of a venue's menu site, on the same protocol and port as `requestOrigin`. */
export function venueOrigin(urlKey: string, menuDomain: string, requestOrigin: string): string {
  const url = new URL(requestOrigin);
  const port = url.port ? `:${url.port}` : "";
  return `${url.protocol}//${urlKey}.${normalizeHost(menuDomain)}${port}`;
}
