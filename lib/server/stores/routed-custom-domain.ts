import { and, eq } from "drizzle-orm";
import { stores } from "../../db/schema/stores";

/**
 * The one rule for "is this custom domain routed to its store": the store has it enabled and has proven
 * control of it (lib/sites/domain-proof.ts). A pending or failed claim is an unknown host.
 */
export function routedCustomDomain(domain: string) {
  return and(eq(stores.customDomain, domain), eq(stores.customDomainEnabled, true), eq(stores.customDomainStatus, "verified"));
}
