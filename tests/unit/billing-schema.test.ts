import { describe, expect, it } from "vitest";
import { ZBillingInfo, ZInvoicePayment, ZPlanChange } from "@/lib/schemas/billing";

const base = {
  country: "BY",
  currency: "BYN",
  organizationName: "ООО «Кафе Альфа»",
  directorLastName: "Иванов",
  directorFirstName: "Иван",
  directorMiddleName: "",
  directorPosition: "Директор",
  vatNumber: "190000018",
  bankName: "ОАО «Банк»",
  iban: "by13 nbrb 3600 9000 0000 2z00 ab00",
  bic: "nbrbby2x",
  legalAddress: "Минск, ул. Ленина, 1",
  phone: "+375 29 123-45-67",
};
const problems = (changes: Record<string, unknown>) => {
  const result = ZBillingInfo.safeParse({ ...base, ...changes });
  return result.success ? null : result.error.issues.map((issue) => `${issue.path.join(".")}=${issue.message}`).join(" ");
};

describe("billing details", () => {
  it("keeps IBAN and BIC without spaces, in capitals", () => {
    expect(ZBillingInfo.parse(base)).toMatchObject({ iban: "BY13NBRB3600900000002Z00AB00", bic: "NBRBBY2X", vatNumber: "190000018" });
  });

  it("answers each field with a catalogue key", () => {
    expect(problems({ iban: "BY14NBRB3600900000002Z00AB00" })).toBe("iban=invalidIban");
    expect(problems({ bic: "NBRB" })).toBe("bic=invalidBic");
    expect(problems({ phone: "12" })).toBe("phone=invalidPhone");
    expect(problems({ phone: "" })).toBe("phone=required");
    expect(problems({ organizationName: "  " })).toBe("organizationName=required");
    expect(problems({ vatNumber: "1 9" })).toBe("vatNumber=invalidUnp");
    expect(problems({ legalAddress: "x".repeat(301) })).toBe("legalAddress=maxLength:300");
    expect(problems({ directorMiddleName: "" })).toBeNull();
  });

  it("refuses control characters", () => {
    expect(problems({ bankName: "Bank\u0000" })).toBe("bankName=invalidValue");
  });
});

describe("billing details by country", () => {
  const russian = { country: "RU", currency: "RUB", vatNumber: "7707083893", kpp: "773601001", iban: "40702810038000000001", bic: "044525225", correspondentAccount: "30101810400000000225" };
  const keyed = [..."0123456789"].map((digit) => `40702810${digit}38000000001`).find((account) => problems({ ...russian, iban: account }) === null)!;

  it("refuses a Belarusian УНП of five digits or with a wrong check digit, and a foreign IBAN", () => {
    expect(problems({ vatNumber: "12345" })).toBe("vatNumber=invalidUnp");
    expect(problems({ vatNumber: "190000019" })).toBe("vatNumber=invalidUnp");
    expect(problems({ iban: "DE89370400440532013000" })).toBe("iban=ibanNotBelarusian");
  });

  it("takes Russian details (20-digit account keyed by the БИК, КПП, correspondent account) and keeps them apart from the others", () => {
    expect(keyed).toBeDefined();
    expect(ZBillingInfo.parse({ ...base, ...russian, iban: keyed, kpp: "7736 01 001" })).toMatchObject({ country: "RU", currency: "RUB", vatNumber: "7707083893", kpp: "773601001", iban: keyed, bic: "044525225", correspondentAccount: "30101810400000000225" });
    expect(ZBillingInfo.parse({ ...base, correspondentAccount: "30101810400000000225", kpp: "773601001" })).toMatchObject({ kpp: "", correspondentAccount: "" });
  });

  it("names each refused Russian field with its own reason", () => {
    const ok = { ...russian, iban: keyed };
    expect(problems({ ...ok, vatNumber: "7707083894" })).toBe("vatNumber=invalidInn");
    expect(problems({ ...ok, kpp: "77360100" })).toBe("kpp=invalidKpp");
    expect(problems({ ...ok, kpp: "" })).toBe("kpp=required");
    expect(problems({ ...ok, vatNumber: "500100732259", kpp: "" })).toBeNull();
    expect(problems({ ...ok, iban: `${keyed.slice(0, 19)}${(Number(keyed[19]) + 1) % 10}` })).toBe("iban=invalidRussianAccount");
    expect(problems({ ...ok, bic: "144525225" })).toBe("bic=invalidBik");
    expect(problems({ ...ok, correspondentAccount: "30101810400000000226" })).toBe("correspondentAccount=invalidCorrespondentAccount");
    expect(problems({ ...ok, correspondentAccount: "" })).toBe("correspondentAccount=required");
  });

  it("elsewhere checks the VAT ID by its country and the IBAN by its checksum", () => {
    const elsewhere = { country: "OTHER", currency: "EUR", vatNumber: "DE 136695976", iban: "DE89 3704 0044 0532 0130 00", bic: "COBADEFFXXX" };
    expect(ZBillingInfo.parse({ ...base, ...elsewhere })).toMatchObject({ vatNumber: "DE136695976", iban: "DE89370400440532013000", currency: "EUR" });
    expect(problems({ ...elsewhere, vatNumber: "DE13669597" })).toBe("vatNumber=invalidVatId");
    expect(problems({ ...elsewhere, iban: "DE88370400440532013000" })).toBe("iban=invalidIban");
    expect(problems({ ...elsewhere, currency: "GBP" })).toBe("currency=invalidValue");
  });
});

describe("plan changes and payments", () => {
  it("buys one period and asks no downgrade confirmation unless told", () => {
    expect(ZPlanChange.parse({ storeId: 1, planKey: "basic" })).toEqual({ storeId: 1, planKey: "basic", periods: 1, confirmDowngrade: false });
    expect(ZPlanChange.safeParse({ storeId: 1, planKey: "gold" }).success).toBe(false);
  });

  it("takes an amount with at most two decimals", () => {
    expect(ZInvoicePayment.safeParse({ invoiceId: 1, amount: "89.00", paidOn: "2030-05-01", reference: "PP 12" }).success).toBe(true);
    expect(ZInvoicePayment.safeParse({ invoiceId: 1, amount: "89.001", paidOn: "2030-05-01", reference: "PP 12" }).success).toBe(false);
  });
});
