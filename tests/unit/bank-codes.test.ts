import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ibanCheckDigits, isValidBic, isValidIban, normalizeBankCode } from "@/lib/domain/bank-codes";

describe("IBAN (ISO 13616)", () => {
  it("accepts real IBANs, with or without spaces and in any case", () => {
    expect(isValidIban("BY13 NBRB 3600 9000 0000 2Z00 AB00")).toBe(true);
    expect(isValidIban("de89370400440532013000")).toBe(true);
    expect(isValidIban("GB82 WEST 1234 5698 7654 32")).toBe(true);
  });

  it("refuses a wrong check digit, a wrong length for the country and stray characters", () => {
    expect(isValidIban("BY14 NBRB 3600 9000 0000 2Z00 AB00")).toBe(false);
    expect(isValidIban("DE8937040044053201300")).toBe(false);
    expect(isValidIban("BY13-NBRB-3600-9000-0000-2Z00-AB00")).toBe(false);
    expect(isValidIban("")).toBe(false);
  });

  it("catches any single changed digit", () => {
    const bban = fc.stringMatching(/^[A-Z]{4}[0-9]{20}$/);
    fc.assert(
      fc.property(bban, fc.integer({ min: 4, max: 23 }), fc.constantFrom(..."0123456789"), (body, index, replacement) => {
        const iban = `BY${ibanCheckDigits("BY", body)}${body}`;
        expect(isValidIban(iban)).toBe(true);
        const changed = body.slice(0, index) + replacement + body.slice(index + 1);
        if (changed !== body) expect(isValidIban(`BY${ibanCheckDigits("BY", body)}${changed}`)).toBe(false);
      }),
    );
  });
});

describe("BIC (ISO 9362)", () => {
  it("takes 8 or 11 characters: bank, country, location, branch", () => {
    expect(isValidBic("NBRBBY2X")).toBe(true);
    expect(isValidBic("alfaby2x xxx")).toBe(true);
    expect(isValidBic("DEUTDEFF500")).toBe(true);
    expect(isValidBic("NBRB1Y2X")).toBe(false);
    expect(isValidBic("NBRBBY2")).toBe(false);
    expect(isValidBic("NBRBBY2XX")).toBe(false);
    expect(normalizeBankCode(" alfa by2x ")).toBe("ALFABY2X");
  });
});
