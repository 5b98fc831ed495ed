import { describe, expect, it } from "vitest";
import { EnvError, parseEnv, sellerConfigProblem, sellerPlaceholders } from "@/lib/env";
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

describe("sample seller details", () => {
  it("are refused in production and only warned about elsewhere, naming each sample variable", () => {
    expect(sellerConfigProblem(parseEnv({ NODE_ENV: "production" }))).toEqual({
      fatal: true,
      message: expect.stringContaining("SELLER_NAME, SELLER_VAT_NUMBER, SELLER_ADDRESS, SELLER_BANK_NAME, SELLER_IBAN, SELLER_BIC, SELLER_PHONE") as string,
    });
    expect(sellerConfigProblem(parseEnv({ NODE_ENV: "development", SELLER_NAME: "ООО «Карта»" }))).toMatchObject({ fatal: false });
    expect(sellerPlaceholders(parseEnv({ SELLER_NAME: "ООО «Карта»", SELLER_IBAN: "BY20OLMP31350000001000000933" }))).not.toContain("SELLER_IBAN");
    const real = {
      SELLER_NAME: "ООО «Карта»",
      SELLER_VAT_NUMBER: "193456789",
      SELLER_ADDRESS: "220004, г. Минск, ул. Немига, 5",
      SELLER_BANK_NAME: "ОАО «Приорбанк»",
      SELLER_IBAN: "BY20OLMP31350000001000000933",
      SELLER_BIC: "PJCBBY2X",
      SELLER_PHONE: "+375 17 200-00-00",
    };
    expect(sellerConfigProblem(parseEnv({ NODE_ENV: "production", ...real }))).toBeNull();
  });
});
