import "server-only";
import { eq } from "drizzle-orm";
import { cache } from "react";
import { db } from "../../db/runtime";
import { stores } from "../../db/schema/stores";
import type { Db } from "../../db/types";
import type { Site } from "../../sites/resolve-site";
import { routedCustomDomain } from "./routed-custom-domain";

export const publicStoreColumns = {
  id: stores.id,
  companyId: stores.companyId,
  urlKey: stores.urlKey,
  name: stores.name,
  address: stores.address,
  description: stores.description,
  phones: stores.phones,
  workingHours: stores.workingHours,
  socialLinks: stores.socialLinks,
  seoTitle: stores.seoTitle,
  seoDescription: stores.seoDescription,
  menuInfo: stores.menuInfo,
  currency: stores.currency,
  timezone: stores.timezone,
  primaryLocale: stores.primaryLocale,
  contentLocales: stores.contentLocales,
  setupEndsAt: stores.setupEndsAt,
  menuVersion: stores.menuVersion,
};

export type PublicStore = Awaited<ReturnType<typeof findStoreBySite>>;

/** The venue a menu site belongs to: by URL key, or by a routed (enabled and verified) custom domain. Null when none. */
export async function findStoreBySite(database: Db, site: Exclude<Site, { kind: "root" }>) {
  const condition = site.kind === "venue" ? eq(stores.urlKey, site.urlKey) : routedCustomDomain(site.domain);
  const [row] = await database.select(publicStoreColumns).from(stores).where(condition).limit(1);
  return row ?? null;
}

/** Once per render: keyed on the site's string form, as React's cache compares arguments by identity. */
const storeForSiteKey = cache(async (kind: "venue" | "custom", key: string) =>
  findStoreBySite(await db(), kind === "venue" ? { kind, urlKey: key } : { kind, domain: key }),
);

export function storeForSite(site: Exclude<Site, { kind: "root" }>) {
  return storeForSiteKey(site.kind, site.kind === "venue" ? site.urlKey : site.domain);
}
