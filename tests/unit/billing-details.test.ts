import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isValidBik, isValidCorrespondentAccount, isValidInn, isValidKpp, isValidRussianAccount } from "@/lib/domain/billing-details/russian-codes";
import { isValidUnp, normalizeUnp } from "@/lib/domain/billing-details/unp";
import { isValidVatId } from "@/lib/domain/billing-details/vat-id";

/** A Sberbank settlement account with its control digit (position 9) set so that the БИК key holds. */
const keyedAccount = (body: string, bik: string) => {
  const digit = [..."0123456789"].find((candidate) => isValidRussianAccount(body.slice(0, 8) + candidate + body.slice(9), bik))!;
  return body.slice(0, 8) + digit + body.slice(9);
};

describe("УНП (Belarus)", () => {
  it("accepts published payer numbers, an organisation's and an individual's, Cyrillic letters or Latin", () => {
    expect(isValidUnp("200988541")).toBe(true);
    expect(isValidUnp("УНП MA1953684")).toBe(true);
    expect(isValidUnp("МА1953684")).toBe(true);
    expect(normalizeUnp("унп 200 988 541")).toBe("200988541");
  });

  it("refuses a wrong check digit, a short number and a check sum of 10", () => {
    expect(isValidUnp("200988542")).toBe(false);
    expect(isValidUnp("12345")).toBe(false);
    expect(isValidUnp("1234567890")).toBe(false);
    expect(isValidUnp("900000001")).toBe(false);
    // 10000000: 1 × 29 = 29, 29 mod 11 = 7; 10000001: 29 + 3 = 32, 32 mod 11 = 10 — never issued
    expect(isValidUnp("100000007")).toBe(true);
    expect([..."0123456789"].some((digit) => isValidUnp(`10000001${digit}`))).toBe(false);
  });

  it("catches any single changed digit", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-7]\d{7}$/), fc.integer({ min: 0, max: 7 }), fc.integer({ min: 1, max: 9 }), (stem, index, shift) => {
        const check = [..."0123456789"].find((digit) => isValidUnp(stem + digit));
        fc.pre(check !== undefined);
        const changed = stem.slice(0, index) + ((Number(stem[index]) + shift) % 10) + stem.slice(index + 1);
        fc.pre(/^[1-7]/.test(changed));
        expect(isValidUnp(changed + check)).toBe(false);
      }),
    );
  });
});

describe("ИНН, КПП and bank codes (Russia)", () => {
  it("checks both lengths of ИНН by their check digits", () => {
    expect(isValidInn("7707083893")).toBe(true); // Sberbank
    expect(isValidInn("7736207543")).toBe(true); // Yandex
    expect(isValidInn("500100732259")).toBe(true);
    expect(isValidInn("7707083894")).toBe(false);
    expect(isValidInn("500100732258")).toBe(false);
    expect(isValidInn("500100732269")).toBe(false);
    expect(isValidInn("77070838")).toBe(false);
  });

  it("takes a КПП of 4 digits, 2 digits or capital letters and 3 digits", () => {
    expect(isValidKpp("773601001")).toBe(true);
    expect(isValidKpp("7736AB001")).toBe(true);
    expect(isValidKpp("77360100")).toBe(false);
    expect(isValidKpp("7736ab001")).toBe(false);
    expect(isValidKpp("A73601001")).toBe(false);
  });

  it("takes a БИК of 9 digits starting 04", () => {
    expect(isValidBik("044525225")).toBe(true);
    expect(isValidBik("144525225")).toBe(false);
    expect(isValidBik("04452522")).toBe(false);
  });

  it("checks the correspondent account against the БИК, as published by banks", () => {
    expect(isValidCorrespondentAccount("30101810400000000225", "044525225")).toBe(true); // Sberbank, Moscow
    expect(isValidCorrespondentAccount("30101810145250000974", "044525974")).toBe(true); // T-Bank
    expect(isValidCorrespondentAccount("30101810400000000226", "044525225")).toBe(false);
    expect(isValidCorrespondentAccount("30101810500000000653", "044030653")).toBe(true); // Sberbank, St Petersburg
    expect(isValidCorrespondentAccount("30101810400000000225", "044030653")).toBe(false);
    expect(isValidCorrespondentAccount("40101810400000000225", "044525225")).toBe(false);
  });

  it("checks a 20-digit settlement account against the last three digits of the БИК", () => {
    const account = keyedAccount("40702810038000000001", "044525225");
    expect(isValidRussianAccount(account, "044525225")).toBe(true);
    expect(isValidRussianAccount(account, "044525974")).toBe(false);
    expect(isValidRussianAccount(`${account.slice(0, 19)}${(Number(account[19]) + 1) % 10}`, "044525225")).toBe(false);
    expect(isValidRussianAccount(account.slice(1), "044525225")).toBe(false);
  });
});

describe("VAT ID (elsewhere)", () => {
  it("checks an EU number by its member state's format and leaves other tax numbers their shape", () => {
    expect(isValidVatId("DE136695976")).toBe(true);
    expect(isValidVatId("NL004495445B01")).toBe(true);
    expect(isValidVatId("ATU13585627")).toBe(true);
    expect(isValidVatId("DE13669597")).toBe(false);
    expect(isValidVatId("AT13585627")).toBe(false);
    expect(isValidVatId("GB980780684")).toBe(true);
    expect(isValidVatId("1-2")).toBe(false);
  });
});
