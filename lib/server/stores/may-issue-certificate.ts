import "server-only";
import { eq } from "drizzle-orm";
import { stores } from "../../db/schema/stores";
import type { Db } from "../../db/types";
import { isHostName, normalizeHostName } from "../../domain/contact-formats";
import type { PublicSites } from "../../sites/public-origin";
import { routedCustomDomain } from "./routed-custom-domain";

/**
 * Whether the edge may obtain a TLS certificate for `host`: the root domain, `{urlKey}.MENU_DOMAIN` of an
 * existing store, or a routed custom domain; any other name (deeper subdomains, unproven claims) is refused.
 */
export async function mayIssueCertificate(db: Db, rawHost: string, sites: Pick<PublicSites, "rootDomain" | "menuDomain">): Promise<boolean> {
  const host = normalizeHostName(rawHost);
  if (host === sites.rootDomain) return true;
  if (!isHostName(host)) return false;
  const suffix = `.${sites.menuDomain}`;
  const condition = host.endsWith(suffix) ? eq(stores.urlKey, host.slice(0, -suffix.length)) : routedCustomDomain(host);
  const [found] = await db.select({ id: stores.id }).from(stores).where(condition).limit(1);
  return found !== undefined;
}
