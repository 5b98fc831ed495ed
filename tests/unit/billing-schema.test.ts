import { describe, expect, it } from "vitest";
import { ZBillingInfo, ZInvoicePayment, ZPlanChange } from "@/lib/schemas/billing";

const base = {
  organizationName: "ООО «Кафе Альфа»",
  directorLastName: "Иванов",
  directorFirstName: "Иван",
  directorMiddleName: "",
  directorPosition: "Директор",
  vatNumber: "190000001",
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
    expect(ZBillingInfo.parse(base)).toMatchObject({ iban: "BY13NBRB3600900000002Z00AB00", bic: "NBRBBY2X", vatNumber: "190000001" });
  });

  it("answers each field with a catalogue key", () => {
    expect(problems({ iban: "BY14NBRB3600900000002Z00AB00" })).toBe("iban=invalidIban");
    expect(problems({ bic: "NBRB" })).toBe("bic=invalidBic");
    expect(problems({ phone: "12" })).toBe("phone=invalidPhone");
    expect(problems({ phone: "" })).toBe("phone=required");
    expect(problems({ organizationName: "  " })).toBe("organizationName=required");
    expect(problems({ vatNumber: "1 9" })).toBe("vatNumber=invalidVatNumber");
    expect(problems({ legalAddress: "x".repeat(301) })).toBe("legalAddress=maxLength:300");
    expect(problems({ directorMiddleName: "" })).toBeNull();
  });

  it("refuses control characters", () => {
    expect(problems({ bankName: "Bank\u0000" })).toBe("bankName=invalidValue");
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
