import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDecimals, formatDecimal, parseDecimal } from "@/lib/domain/decimal";
import { buildSearchIndex, normalizeForSearch, searchMenu } from "@/lib/domain/menu-search";
import { portionLabel } from "@/lib/domain/portion-label";

const menu = buildSearchIndex([
  { id: 1, title: "Тёплый салат с говядиной", description: "Говядина, руккола и печёный перец." },
  { id: 2, title: "Chicken Caesar salad", description: "Romaine, parmesan, croutons." },
  { id: 3, title: "Ёрш", description: "" },
  { id: 4, title: "Мёд", description: "Honey cake\nwith  SOUR cream" },
  { id: 5, title: "凯撒沙拉", description: "鸡肉" },
]);

const word = fc.string({ unit: fc.constantFrom(..."абвгдеёжзийЁЕabcXYZ"), minLength: 1, maxLength: 6 });

describe("menu search", () => {
  it("matches titles and descriptions regardless of case", () => {
    expect(searchMenu(menu, "caesar")).toEqual([2]);
    expect(searchMenu(menu, "PARMESAN")).toEqual([2]);
    expect(searchMenu(menu, "Salad")).toEqual([2]);
    expect(searchMenu(menu, "沙拉")).toEqual([5]);
  });

  it("reads ё as е in both the query and the text", () => {
    expect(searchMenu(menu, "теплый")).toEqual([1]);
    expect(searchMenu(menu, "тёплый")).toEqual([1]);
    expect(searchMenu(menu, "печеный")).toEqual([1]);
    expect(searchMenu(menu, "ерш")).toEqual([3]);
    expect(searchMenu(menu, "ЁРШ")).toEqual([3]);
    expect(searchMenu(menu, "мед")).toEqual([4]);
  });

  it("ignores accents, Arabic vowel marks and letter variants, and Turkish dotted and dotless i", () => {
    const guests = buildSearchIndex([
      { id: 1, title: "Salade César au poulet", description: "Crème fraîche" },
      { id: 2, title: "أومليت بالسلمون", description: "" },
      { id: 3, title: "مُوهِيتُو", description: "سلطة" },
      { id: 4, title: "Izgara çipura", description: "İçecek" },
      { id: 5, title: "Чай", description: "" },
    ]);
    expect(searchMenu(guests, "cesar creme")).toEqual([1]);
    expect(searchMenu(guests, "CÉSAR")).toEqual([1]);
    expect(searchMenu(guests, "اومليت")).toEqual([2]);
    expect(searchMenu(guests, "موهيتو")).toEqual([3]);
    expect(searchMenu(guests, "سلطه")).toEqual([3]);
    expect(searchMenu(guests, "ızgara icecek")).toEqual([4]);
    expect(searchMenu(guests, "чаи")).toEqual([]);
    expect(searchMenu(guests, "чай")).toEqual([5]);
  });

  it("needs every word of the query, anywhere, and ignores extra spaces", () => {
    expect(searchMenu(menu, "  салат   говядин ")).toEqual([1]);
    expect(searchMenu(menu, "sour cream")).toEqual([4]);
    expect(searchMenu(menu, "cake caesar")).toEqual([]);
    expect(searchMenu(menu, "nothing like this")).toEqual([]);
  });

  it("returns the whole menu, in order, for a blank query", () => {
    expect(searchMenu(menu, "   ")).toEqual([1, 2, 3, 4, 5]);
  });

  it("is idempotent, case-blind and ё/е-blind for any words", () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 4 }), fc.nat(), (words, pick) => {
        const text = words.join(" ");
        const index = buildSearchIndex([{ id: 1, title: text, description: "" }]);
        const query = words[pick % words.length]!;
        expect(normalizeForSearch(normalizeForSearch(text))).toBe(normalizeForSearch(text));
        expect(searchMenu(index, query)).toEqual([1]);
        expect(searchMenu(index, query.toUpperCase())).toEqual([1]);
        expect(searchMenu(index, query.replace(/е/g, "ё"))).toEqual([1]);
        expect(searchMenu(index, query.replace(/[ёЁ]/g, "е"))).toEqual([1]);
      }),
    );
  });

  it("never returns more than a shorter query found", () => {
    fc.assert(
      fc.property(word, word, (first, second) => {
        const wider = searchMenu(menu, first);
        expect(searchMenu(menu, `${first} ${second}`).every((id) => wider.includes(id))).toBe(true);
      }),
    );
  });
});

describe("decimals and portion labels", () => {
  it("adds exactly and keeps the widest scale", () => {
    expect(formatDecimal(addDecimals(parseDecimal("0.1"), parseDecimal("0.2")))).toBe("0.3");
    expect(formatDecimal(addDecimals(parseDecimal("12.50"), parseDecimal("3")))).toBe("15.50");
    expect(formatDecimal(parseDecimal("-0.05"))).toBe("-0.05");
    expect(formatDecimal(parseDecimal("abc"))).toBe("0");
    expect(formatDecimal(parseDecimal(null))).toBe("0");
    expect(formatDecimal(parseDecimal("."))).toBe("0");
  });

  it("shows a weight without trailing zeros", () => {
    expect(portionLabel({ weight: "250", unit: "g" })).toBe("250 g");
    expect(portionLabel({ weight: "0.50", unit: "l" })).toBe("0.5 l");
    expect(portionLabel({ weight: "1.000", unit: "kg" })).toBe("1 kg");
    expect(portionLabel({ weight: null, unit: "pcs" })).toBe("pcs");
  });
});
