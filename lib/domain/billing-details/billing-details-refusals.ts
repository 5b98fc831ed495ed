import { isValidBic, isValidIban, normalizeBankCode } from "../bank-codes";
import { BILLING_COUNTRIES, type BillingCountry } from "./billing-countries";
import { isValidBik, isValidCorrespondentAccount, isValidInn, isValidKpp, isValidRussianAccount } from "./russian-codes";
import { normalizeUnp, isValidUnp } from "./unp";
import { isValidVatId } from "./vat-id";

export interface CountryDetails {
  country: BillingCountry;
  vatNumber: string;
  kpp: string;
  iban: string;
  bic: string;
  correspondentAccount: string;
}

/** A form's input holds the country and its codes as text, whatever else it lacks. */
export function hasCountryDetails(value: unknown): value is CountryDetails {
  if (typeof value !== "object" || value === null) return false;
  const details = value as Record<string, unknown>;
  return (BILLING_COUNTRIES as readonly unknown[]).includes(details.country) && ["vatNumber", "kpp", "iban", "bic", "correspondentAccount"].every((field) => typeof details[field] === "string");
}

type Field = "vatNumber" | "kpp" | "iban" | "bic" | "correspondentAccount";

/** The codes as they are stored: without spaces, in capitals; the fields the country has not are emptied. */
export function normalizeBillingDetails<T extends CountryDetails>(details: T): T {
  const russian = details.country === "RU";
  return {
    ...details,
    vatNumber: details.country === "BY" ? normalizeUnp(details.vatNumber) : normalizeBankCode(details.vatNumber),
    kpp: russian ? normalizeBankCode(details.kpp) : "",
    iban: normalizeBankCode(details.iban),
    bic: normalizeBankCode(details.bic),
    correspondentAccount: russian ? normalizeBankCode(details.correspondentAccount) : "",
  };
}

/** Each field the country's rules refuse, with the catalogue key saying why (details already normalised). */
export function billingDetailsRefusals(details: CountryDetails): [Field, string][] {
  const refusals: [Field, string][] = [];
  const refuse = (field: Field, key: string) => refusals.push([field, key]);
  const { vatNumber, kpp, iban, bic, correspondentAccount } = details;
  switch (details.country) {
    case "BY":
      if (!isValidUnp(vatNumber)) refuse("vatNumber", "invalidUnp");
      if (!iban.startsWith("BY")) refuse("iban", "ibanNotBelarusian");
      else if (!isValidIban(iban)) refuse("iban", "invalidIban");
      if (!isValidBic(bic)) refuse("bic", "invalidBic");
      break;
    case "RU":
      if (!isValidInn(vatNumber)) refuse("vatNumber", "invalidInn");
      if (kpp === "" && vatNumber.length !== 12) refuse("kpp", "required");
      else if (kpp !== "" && !isValidKpp(kpp)) refuse("kpp", "invalidKpp");
      if (!isValidBik(bic)) refuse("bic", "invalidBik");
      else {
        if (!isValidRussianAccount(iban, bic)) refuse("iban", "invalidRussianAccount");
        if (correspondentAccount === "") refuse("correspondentAccount", "required");
        else if (!isValidCorrespondentAccount(correspondentAccount, bic)) refuse("correspondentAccount", "invalidCorrespondentAccount");
      }
      break;
    case "OTHER":
      if (!isValidVatId(vatNumber)) refuse("vatNumber", "invalidVatId");
      if (!isValidIban(iban)) refuse("iban", "invalidIban");
      if (!isValidBic(bic)) refuse("bic", "invalidBic");
      break;
  }
  return refusals;
}
