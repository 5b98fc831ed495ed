import "server-only";
import type { InvoiceParty } from "../../db/schema/billing";
import { type Env, env } from "../../env";

/** The platform as the seller on every invoice, from configuration (SELLER_*). */
export function sellerDetails(config: Env = env()): InvoiceParty {
  return {
    name: config.SELLER_NAME,
    vatNumber: config.SELLER_VAT_NUMBER,
    address: config.SELLER_ADDRESS,
    bankName: config.SELLER_BANK_NAME,
    iban: config.SELLER_IBAN,
    bic: config.SELLER_BIC,
    phone: config.SELLER_PHONE,
  };
}

/** The VAT rate, in percent, included in plan prices (BILLING_VAT_RATE; 0 means no VAT). */
export function billingVatRate(config: Env = env()): string {
  return config.BILLING_VAT_RATE;
}
