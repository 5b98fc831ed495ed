/** The root site's legal documents; each is served at `/{locale}/{kind}`. */
export const LEGAL_KINDS = ["offer", "privacy-policy", "privacy", "service-contacts", "user-agreement"] as const;
export type LegalKind = (typeof LEGAL_KINDS)[number];

/** What a registering user must accept. */
export const CONSENT_KINDS = ["offer", "privacy-policy"] as const satisfies readonly LegalKind[];

export const isLegalKind = (value: string): value is LegalKind => (LEGAL_KINDS as readonly string[]).includes(value);
