import { ibanCheckDigits } from "@/lib/domain/bank-codes";
import { type BillingInfo, ZBillingInfo } from "@/lib/schemas/billing";

/** A Belarusian IBAN with a valid checksum for a 20-character account. */
export const bankIban = (account: string) => `BY${ibanCheckDigits("BY", `NBRB${account}`)}NBRB${account}`;

/** Billing details as a form sends them, unique by VAT number and account. */
export const billingInput = (vatNumber: string, account: string) => ({
  country: "BY",
  currency: "BYN",
  organizationName: "ООО «Тест»",
  directorLastName: "Петров",
  directorFirstName: "Пётр",
  directorMiddleName: "",
  directorPosition: "Директор",
  vatNumber,
  bankName: "Банк",
  iban: bankIban(account),
  bic: "NBRBBY2X",
  legalAddress: "Минск, ул. Тестовая, 1",
  phone: "+375 29 111-11-11",
});

/** The same details as the server functions take them. */
export const billingDetails = (vatNumber: string, account: string): BillingInfo => ZBillingInfo.parse(billingInput(vatNumber, account));
