import type { BillingInfoInput } from "../../schemas/billing";
import type { BillingCurrency } from "../subscriptions/plan-keys";

/** The billing details form before the first save: a Belarusian company invoiced in the store's currency. */
export function emptyBillingDetails(currency: BillingCurrency): BillingInfoInput {
  return {
    country: "BY",
    currency,
    organizationName: "",
    directorLastName: "",
    directorFirstName: "",
    directorMiddleName: "",
    directorPosition: "",
    vatNumber: "",
    kpp: "",
    bankName: "",
    iban: "",
    bic: "",
    correspondentAccount: "",
    legalAddress: "",
    phone: "",
  };
}
