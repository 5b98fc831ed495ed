import { eq } from "drizzle-orm";
import { companies } from "../../db/schema/companies";
import { stores } from "../../db/schema/stores";
import type { Db } from "../../db/types";
import { zUrlName } from "../../schemas/auth";
import { ALWAYS_RESERVED_LABELS } from "../../sites/resolve-site";
import { siteConfig } from "../../sites/site-config";

export interface UrlNames {
  companyUrlName?: string;
  storeUrlName?: string;
}

/** URL names are stored lower-cased: the store's becomes its subdomain (`url_key`). */
export const urlKey = (name: string) => name.trim().toLowerCase();

/** Host labels that always mean the root site can never name a venue. */
export function isReservedStoreKey(key: string): boolean {
  return [...ALWAYS_RESERVED_LABELS, ...siteConfig().reservedLabels].includes(key);
}

export async function companyUrlTaken(db: Db, name: string): Promise<boolean> {
  const rows = await db.select({ id: companies.id }).from(companies).where(eq(companies.urlName, urlKey(name))).limit(1);
  return rows.length > 0;
}

export async function storeUrlTaken(db: Db, name: string): Promise<boolean> {
  if (isReservedStoreKey(urlKey(name))) return true;
  const rows = await db.select({ id: stores.id }).from(stores).where(eq(stores.urlKey, urlKey(name))).limit(1);
  return rows.length > 0;
}

/** Availability of each well-formed name asked about; null for a name that is missing or malformed. */
export async function urlNameAvailability(db: Db, names: UrlNames): Promise<{ companyUrlName: boolean | null; storeUrlName: boolean | null }> {
  const valid = (name: string | undefined) => (name !== undefined && zUrlName().safeParse(name).success ? name : null);
  const company = valid(names.companyUrlName);
  const store = valid(names.storeUrlName);
  return {
    companyUrlName: company === null ? null : !(await companyUrlTaken(db, company)),
    storeUrlName: store === null ? null : !(await storeUrlTaken(db, store)),
  };
}
