/** Where a company is registered, as its billing details ask: Belarus, Russia or anywhere else. */
export const BILLING_COUNTRIES = ["BY", "RU", "OTHER"] as const;
export type BillingCountry = (typeof BILLING_COUNTRIES)[number];

/** The tax and bank details each country's form shows, in order; the others are kept empty. */
export const COUNTRY_FIELDS = {
  BY: ["vatNumber", "bankName", "iban", "bic"],
  RU: ["vatNumber", "kpp", "bankName", "iban", "bic", "correspondentAccount"],
  OTHER: ["vatNumber", "bankName", "iban", "bic"],
} as const satisfies Record<BillingCountry, readonly string[]>;
