import "server-only";
import { eq } from "drizzle-orm";
import { companies } from "../../db/schema/companies";
import { stores } from "../../db/schema/stores";
import type { Db } from "../../db/types";
import { isReservedStoreUrlKey } from "../../domain/store-url";
import { zUrlName } from "../../schemas/auth";
import { siteConfig } from "../../sites/site-config";

export interface UrlNames {
  companyUrlName?: string;
  storeUrlName?: string;
}

/** URL names are stored lower-cased: the store's becomes its subdomain (`url_key`). */
export const urlKey = (name: string) => name.trim().toLowerCase();

/** Whether a URL name can be taken: free, used by another company or venue, or one the service keeps for itself. */
export type UrlNameState = "available" | "taken" | "reserved";

/** Host labels of the root site (www, stg, localhost, RESERVED_HOST_LABELS) and root-site page names. */
export function isReservedUrlName(name: string): boolean {
  return isReservedStoreUrlKey(urlKey(name), siteConfig().reservedLabels);
}

export async function companyUrlState(db: Db, name: string): Promise<UrlNameState> {
  if (isReservedUrlName(name)) return "reserved";
  const rows = await db.select({ id: companies.id }).from(companies).where(eq(companies.urlName, urlKey(name))).limit(1);
  return rows.length > 0 ? "taken" : "available";
}

export async function storeUrlState(db: Db, name: string): Promise<UrlNameState> {
  if (isReservedUrlName(name)) return "reserved";
  const rows = await db.select({ id: stores.id }).from(stores).where(eq(stores.urlKey, urlKey(name))).limit(1);
  return rows.length > 0 ? "taken" : "available";
}

/** The state of each well-formed name asked about; null for a name that is missing or malformed. */
export async function urlNameAvailability(db: Db, names: UrlNames): Promise<{ companyUrlName: UrlNameState | null; storeUrlName: UrlNameState | null }> {
  const valid = (name: string | undefined) => (name !== undefined && zUrlName().safeParse(name).success ? name : null);
  const company = valid(names.companyUrlName);
  const store = valid(names.storeUrlName);
  return {
    companyUrlName: company === null ? null : await companyUrlState(db, company),
    storeUrlName: store === null ? null : await storeUrlState(db, store),
  };
}
