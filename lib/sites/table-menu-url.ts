import { normalizeHost } from "./resolve-site";
import { venueOrigin } from "./venue-url";

export interface ScanTarget {
  store_url_key: string;
  custom_domain_enabled: boolean;
  custom_domain: string | null;
  position: number;
}

/**
 * Where a scanned table code leads: the store's `/menu` on its custom domain when enabled, otherwise
 * on its subdomain, with the table's position and `qrcode=true`. Protocol and port follow `requestOrigin`.
 */
export function tableMenuUrl(target: ScanTarget, menuDomain: string, requestOrigin: string): string {
  const origin =
    target.custom_domain_enabled && target.custom_domain
      ? customOrigin(target.custom_domain, requestOrigin)
      : venueOrigin(target.store_url_key, menuDomain, requestOrigin);
  const query = new URLSearchParams({ table: String(target.position), qrcode: "true" });
  return `${origin}/menu?${query}`;
}

function customOrigin(domain: string, requestOrigin: string): string {
  const url = new URL(requestOrigin);
  const port = url.port ? `:${url.port}` : "";
  return `${url.protocol}//${normalizeHost(domain)}${port}`;
}
