import "server-only";
import type { InvoiceParty } from "../../db/schema/billing";
import type { BillingInfo } from "../../schemas/billing";
import type { BillingInfoRow } from "./find-billing-info";

export type BillingInfoDto = BillingInfo & { version: number };

export function billingInfoDto(row: BillingInfoRow): BillingInfoDto {
  return {
    country: row.country,
    currency: row.currency,
    organizationName: row.organizationName,
    directorLastName: row.directorLastName,
    directorFirstName: row.directorFirstName,
    directorMiddleName: row.directorMiddleName,
    directorPosition: row.directorPosition,
    vatNumber: row.vatNumber,
    kpp: row.kpp,
    bankName: row.bankName,
    iban: row.iban,
    bic: row.bic,
    correspondentAccount: row.correspondentAccount,
    legalAddress: row.legalAddress,
    phone: row.phone,
    version: row.version,
  };
}

/** The buyer as printed on an invoice, frozen when the invoice is issued. */
export function buyerParty(row: BillingInfoRow): InvoiceParty {
  const director = [row.directorLastName, row.directorFirstName, row.directorMiddleName].filter(Boolean).join(" ");
  return {
    name: row.organizationName,
    vatNumber: row.vatNumber,
    address: row.legalAddress,
    bankName: row.bankName,
    iban: row.iban,
    bic: row.bic,
    ...(row.country === "RU" ? { kpp: row.kpp, correspondentAccount: row.correspondentAccount } : {}),
    phone: row.phone,
    director: `${row.directorPosition} ${director}`.trim(),
  };
}
