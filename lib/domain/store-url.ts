import { ALWAYS_RESERVED_LABELS } from "../sites/resolve-site";
import { LEGAL_KINDS } from "./legal";

/** Words a venue's URL name cannot take: host labels of the root site and root-site page names. */
const ROOT_ROUTE_WORDS = ["register", "api", "builds", "menu", "admin", "platform", "contact", "metrics", ...LEGAL_KINDS] as const;

export function storeUrlKey(urlName: string): string {
  return urlName.trim().toLowerCase();
}

export function isReservedStoreUrlKey(urlKey: string, reservedHostLabels: readonly string[]): boolean {
  const reserved = new Set<string>([...ALWAYS_RESERVED_LABELS, ...ROOT_ROUTE_WORDS, ...reservedHostLabels]);
  return reserved.has(urlKey);
}
