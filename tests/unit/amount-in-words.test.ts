import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { amountInWords } from "@/lib/i18n/amount-in-words";

const ZH_DIGITS = "零壹贰叁肆伍陆柒捌玖";

/** Reads Chinese financial numerals back: the test's own independent reading of 大写. */
function readZh(text: string): number {
  let high = 0;
  let wan = 0;
  let section = 0;
  let digit = 0;
  for (const char of text) {
    const value = ZH_DIGITS.indexOf(char);
    if (value >= 0) digit = value;
    else if (char === "拾" || char === "佰" || char === "仟") {
      section += digit * { 拾: 10, 佰: 100, 仟: 1000 }[char];
      digit = 0;
    } else if (char === "万") {
      wan = (section + digit) * 10_000;
      section = 0;
      digit = 0;
    } else if (char === "亿") {
      high = (high + wan + section + digit) * 100_000_000;
      wan = 0;
      section = 0;
      digit = 0;
    }
  }
  return high + wan + section + digit;
}

describe("amount in words", () => {
  it("writes the sums of real invoices in Russian, English and Chinese", () => {
    expect(amountInWords("88.71", "BYN", "ru")).toBe("Восемьдесят восемь белорусских рублей 71 копейка");
    expect(amountInWords("1788.00", "BYN", "ru")).toBe("Одна тысяча семьсот восемьдесят восемь белорусских рублей 00 копеек");
    expect(amountInWords("2.02", "USD", "ru")).toBe("Два доллара США 02 цента");
    expect(amountInWords("21.11", "BYN", "ru")).toBe("Двадцать один белорусский рубль 11 копеек");
    expect(amountInWords("2000000.00", "BYN", "ru")).toBe("Два миллиона белорусских рублей 00 копеек");
    expect(amountInWords("88.71", "BYN", "en")).toBe("Eighty-eight Belarusian rubles and 71 kopecks");
    expect(amountInWords("1.01", "USD", "en")).toBe("One US dollar and 01 cent");
    expect(amountInWords("1788.00", "USD", "en")).toBe("One thousand seven hundred eighty-eight US dollars and 00 cents");
    expect(amountInWords("88.71", "BYN", "zh")).toBe("白俄罗斯卢布捌拾捌元柒角壹分");
    expect(amountInWords("10500.00", "USD", "zh")).toBe("美元壹万零伍佰元整");
    expect(amountInWords("1005.05", "USD", "zh")).toBe("美元壹仟零伍元零伍分");
    expect(amountInWords("0.00", "BYN", "en")).toBe("Zero Belarusian rubles and 00 kopecks");
  });

  it("Chinese financial numerals read back as the amount", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999_999 }), (units) => {
        const words = amountInWords(`${units}.00`, "BYN", "zh");
        expect(words).toMatch(/^白俄罗斯卢布[零壹贰叁肆伍陆柒捌玖拾佰仟万亿]+元整$/);
        expect(readZh(words.slice("白俄罗斯卢布".length, -2))).toBe(units);
        if (units > 0) expect(words).not.toMatch(/零零|零元/);
      }),
    );
  });

  it("Russian picks the form the number calls for, in roubles and kopecks alike", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), fc.integer({ min: 0, max: 99 }), (units, cents) => {
        const words = amountInWords(`${units}.${String(cents).padStart(2, "0")}`, "BYN", "ru");
        const form = (n: number, forms: string[]) => (n % 100 >= 11 && n % 100 <= 14 ? forms[2] : n % 10 === 1 ? forms[0] : n % 10 >= 2 && n % 10 <= 4 ? forms[1] : forms[2]);
        expect(words).toContain(` ${form(units, ["белорусский рубль", "белорусских рубля", "белорусских рублей"])} `);
        expect(words.endsWith(` ${String(cents).padStart(2, "0")} ${form(cents, ["копейка", "копейки", "копеек"])}`)).toBe(true);
        expect(words).not.toMatch(/ {2}/);
      }),
    );
  });
});
