/**
 * A custom domain is routed only once its owner proves control of it: a TXT record `_carta.<domain>`
 * holding `carta-verify=<the store's token>`, as Vercel, Netlify and Shopify ask.
 */
export const proofRecordName = (domain: string) => `_carta.${domain}`;

export const proofRecordValue = (token: string) => `carta-verify=${token}`;

/** How often a claimed domain's record is looked up again. */
export const DOMAIN_RECHECK_MS = 60 * 60_000;

/** How long a verified domain whose record went missing stays routed before it is failed. */
export const DOMAIN_GRACE_MS = 48 * 60 * 60_000;

/** "Check now" per store: this many lookups in this window. */
export const DOMAIN_CHECKS_PER_STORE = { limit: 5, windowMs: 10 * 60_000 };

export type ProofFailure = "no_record" | "wrong_value" | "dns_error";

export type DomainProof = { proven: true } | { proven: false; failure: ProofFailure };
