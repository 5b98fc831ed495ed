import { customDomainOrigin, type PublicSites, publicSites, venueOrigin } from "./public-origin";

export interface ScanTarget {
  store_url_key: string;
  custom_domain_enabled: boolean;
  custom_domain: string | null;
  position: number;
}

/**
 * Where a scanned table code leads: the store's `/menu` on its custom domain when enabled, otherwise
 * on its subdomain, with the table's position and `qrcode=true`.
 */
export function tableMenuUrl(target: ScanTarget, sites: PublicSites = publicSites()): string {
  const origin =
    target.custom_domain_enabled && target.custom_domain
      ? customDomainOrigin(target.custom_domain, sites)
      : venueOrigin(target.store_url_key, sites);
  const query = new URLSearchParams({ table: String(target.position), qrcode: "true" });
  return `${origin}/menu?${query}`;
}
