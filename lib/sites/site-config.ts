import { env } from "../env";
import type { SiteConfig } from "./resolve-site";

export function siteConfig(): SiteConfig {
  const config = env();
  return { rootDomain: config.ROOT_DOMAIN, reservedLabels: config.RESERVED_HOST_LABELS };
}
