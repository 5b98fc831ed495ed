export type Site =
  | { kind: "root" }
  | { kind: "venue"; urlKey: string }
  | { kind: "custom"; domain: string };

export interface SiteConfig {
  rootDomain: string;
  reservedLabels: readonly string[];
}

export const ALWAYS_RESERVED_LABELS = ["www", "stg", "localhost"] as const;

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

export function normalizeHost(host: string | null | undefined): string {
  let value = (host ?? "").trim().toLowerCase();
  if (value.startsWith("[")) {
    const end = value.indexOf("]");
    return end === -1 ? value : value.slice(0, end + 1);
  }
  const colon = value.indexOf(":");
  if (colon !== -1 && value.indexOf(":", colon + 1) === -1) value = value.slice(0, colon);
  return value.replace(/\.+$/, "");
}

function isIpAddress(host: string): boolean {
  return IPV4.test(host) || host.startsWith("[") || host.includes(":");
}

/** Decides which site a request host belongs to (SPEC §2, site selection). */
export function resolveSite(rawHost: string | null | undefined, config: SiteConfig): Site {
  const host = normalizeHost(rawHost);
  if (host === "" || isIpAddress(host)) return { kind: "root" };

  const rootDomain = normalizeHost(config.rootDomain);
  const labels = host.split(".");
  const underRoot = host === rootDomain || host.endsWith(`.${rootDomain}`);

  if (!underRoot) {
    return labels.length === 1 ? { kind: "root" } : { kind: "custom", domain: host };
  }

  const first = labels[0] ?? "";
  const reserved = new Set<string>([...ALWAYS_RESERVED_LABELS, ...config.reservedLabels]);
  if (host === rootDomain || labels.length <= 2 || first === "" || reserved.has(first)) {
    return { kind: "root" };
  }
  return { kind: "venue", urlKey: first };
}

const SITE_PARAM_CUSTOM = "~";

/** Encodes a menu site as the `[site]` segment of the internal route folder. */
export function siteToParam(site: Exclude<Site, { kind: "root" }>): string {
  return site.kind === "venue" ? site.urlKey : `${SITE_PARAM_CUSTOM}${site.domain}`;
}

export function siteFromParam(param: string): Exclude<Site, { kind: "root" }> {
  const value = decodeURIComponent(param);
  return value.startsWith(SITE_PARAM_CUSTOM)
    ? { kind: "custom", domain: value.slice(SITE_PARAM_CUSTOM.length) }
    : { kind: "venue", urlKey: value };
}
