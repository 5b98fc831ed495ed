import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "@/lib/env";
import { billingVatRate, sellerDetails } from "@/lib/server/billing/seller-details";

describe("seller configuration", () => {
  it("has embedded defaults and takes the seller from SELLER_* variables", () => {
    expect(billingVatRate(parseEnv({}))).toBe("20");
    const config = parseEnv({ SELLER_NAME: "ООО «Карта»", SELLER_IBAN: "BY13NBRB3600900000002Z00AB00", BILLING_VAT_RATE: "0" });
    expect(sellerDetails(config)).toMatchObject({ name: "ООО «Карта»", iban: "BY13NBRB3600900000002Z00AB00" });
    expect(billingVatRate(config)).toBe("0");
  });

  it("refuses a VAT rate that is not a percentage", () => {
    expect(() => parseEnv({ BILLING_VAT_RATE: "twenty" })).toThrow(EnvError);
    expect(() => parseEnv({ BILLING_VAT_RATE: "120" })).toThrow(/BILLING_VAT_RATE/);
  });
});
