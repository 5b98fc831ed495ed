import "server-only";
import { and, eq, type SQL } from "drizzle-orm";
import { stores } from "../../db/schema/stores";

/**
 * The one rule for "is a store's custom domain routed": the store has it enabled and has proven control
 * of it (lib/sites/domain-proof.ts). A pending or failed claim is an unknown host.
 */
export const customDomainRouted = and(eq(stores.customDomainEnabled, true), eq(stores.customDomainStatus, "verified")) as SQL;

/** The store `domain` is routed to, as a condition. */
export function routedCustomDomain(domain: string) {
  return and(eq(stores.customDomain, domain), customDomainRouted);
}
