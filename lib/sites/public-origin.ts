import { type Env, env, menuDomain } from "../env";
import { normalizeHost, type Site } from "./resolve-site";

/** What public links are built from: configuration only, never the request's headers. */
export interface PublicSites {
  protocol: "http" | "https";
  rootDomain: string;
  menuDomain: string;
  port: number | undefined;
}

export function publicSites(config: Env = env()): PublicSites {
  return {
    protocol: config.PUBLIC_PROTOCOL,
    rootDomain: config.ROOT_DOMAIN,
    menuDomain: menuDomain(config),
    port: config.publicPort,
  };
}

function origin(host: string, sites: PublicSites): string {
  return `${sites.protocol}://${normalizeHost(host)}${sites.port === undefined ? "" : `:${sites.port}`}`;
}

/** The root site (sign-in, registration, admin panel, scan links). */
export function rootOrigin(sites: PublicSites = publicSites()): string {
  return origin(sites.rootDomain, sites);
}

/** A venue's menu site on its subdomain `{urlKey}.MENU_DOMAIN`. */
export function venueOrigin(urlKey: string, sites: PublicSites = publicSites()): string {
  return origin(`${urlKey}.${sites.menuDomain}`, sites);
}

/** A venue's menu site on its own custom domain. */
export function customDomainOrigin(domain: string, sites: PublicSites = publicSites()): string {
  return origin(domain, sites);
}

/** The origin of a menu site whose venue was found (a custom domain is the venue's stored one). */
export function menuSiteOrigin(site: Exclude<Site, { kind: "root" }>, sites: PublicSites = publicSites()): string {
  return site.kind === "venue" ? venueOrigin(site.urlKey, sites) : customDomainOrigin(site.domain, sites);
}
