import { describe, expect, it } from "vitest";
import { menuTexts } from "@/lib/views/menu/menu-texts";
import { formatMoney, spreadsheetMoneyFormat } from "@/lib/i18n/money";

const NBSP = "\u00a0";

describe("formatMoney", () => {
  it("shows an item's price and a plan's price alike, as the language writes money", () => {
    expect(formatMoney("12.50", "BYN", "ru")).toBe(`12,50${NBSP}BYN`);
    expect(formatMoney("89", "BYN", "ru")).toBe(`89,00${NBSP}BYN`);
    expect(formatMoney("1234.5", "BYN", "ru")).toBe(`1${NBSP}234,50${NBSP}BYN`);
    expect(formatMoney("12.5", "BYN", "en")).toBe(`BYN${NBSP}12.50`);
    expect(formatMoney(89, "USD", "en")).toBe("$89.00");
    expect(formatMoney("12.50", "BYN", "tr")).toBe(`BYN${NBSP}12,50`);
    expect(formatMoney("12.50", "BYN", "fr")).toBe(`12,50${NBSP}BYN`);
    expect(formatMoney("12.50", "USD", "zh")).toBe("US$12.50");
  });

  it("keeps two decimals and reads a missing amount as zero", () => {
    expect(formatMoney("7.999", "BYN", "en")).toBe(`BYN${NBSP}8.00`);
    expect(formatMoney(null, "BYN", "ru")).toBe(`0,00${NBSP}BYN`);
    expect(formatMoney("", "USD", "en")).toBe("$0.00");
  });

  it("keeps the Arabic amount's digits in their order with the currency after them", () => {
    const arabic = formatMoney("375.5", "BYN", "ar");
    expect(arabic.replace(/[\u200e\u200f\u061c]/g, "")).toMatch(/^(375\.50|٣٧٥٫٥٠)\u00a0BYN$/);
  });
});

describe("spreadsheetMoneyFormat", () => {
  it("keeps the amount a number with the currency where the language puts it", () => {
    expect(spreadsheetMoneyFormat("BYN", "ru")).toBe(`#,##0.00"${NBSP}BYN"`);
    expect(spreadsheetMoneyFormat("BYN", "en")).toBe(`"BYN${NBSP}"#,##0.00`);
    expect(spreadsheetMoneyFormat("USD", "en")).toBe(`"$"#,##0.00`);
    expect(spreadsheetMoneyFormat("BYN", "ar")).toBe(`#,##0.00"${NBSP}BYN"`);
  });
});

describe("the guest menu's prices", () => {
  it("come from the same rule in every guest language", async () => {
    expect((await menuTexts("ru", "BYN")).price("12.50")).toBe(`12,50${NBSP}BYN`);
    expect((await menuTexts("en", "USD")).price("4.5")).toBe("$4.50");
    expect((await menuTexts("fr", "BYN")).price("4.5")).toBe(`4,50${NBSP}BYN`);
  });
});
