import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalizeDecimal, PRICE_PATTERN, portionIssues, trimDecimal } from "@/lib/domain/portion-rules";

const decimal = (integer: bigint, fraction: string) => (fraction ? `${integer}.${fraction}` : `${integer}`);
const digits = (max: number) => fc.string({ unit: fc.constantFrom(..."0123456789"), maxLength: max });
const price = fc.tuple(fc.bigInt({ min: 0n, max: 9_999_999_999n }), digits(2)).map(([i, f]) => decimal(i, f));
const weight = fc.tuple(fc.bigInt({ min: 0n, max: 999_999_999n }), digits(3)).map(([i, f]) => decimal(i, f));
const nonZero = (value: string) => /[1-9]/.test(value);

describe("portion rules", () => {
  it("accepts every exact non-zero decimal within the column's precision", () => {
    fc.assert(
      fc.property(weight.filter(nonZero), price.filter(nonZero), (w, p) => {
        expect(portionIssues({ weight: w, price: p })).toEqual([]);
        expect(portionIssues({ weight: ` ${w.replace(".", ",")} `, price: p })).toEqual([]);
      }),
    );
  });

  it("keeps the typed digits as they are: no float on the way", () => {
    fc.assert(
      fc.property(price, (p) => {
        expect(normalizeDecimal(p.replace(".", ","))).toBe(p);
      }),
    );
    expect(normalizeDecimal("0.10")).toBe("0.10");
    expect(PRICE_PATTERN.test("99999999.99")).toBe(true);
  });

  it("says which value is 0", () => {
    fc.assert(
      fc.property(fc.constantFrom("0", "0.0", "00", "0.00", "0,000"), price.filter(nonZero), (zero, p) => {
        expect(portionIssues({ weight: zero, price: p })).toEqual([{ field: "weight", key: "weightZero" }]);
        expect(portionIssues({ weight: "1", price: zero.slice(0, 4) })).toEqual([{ field: "price", key: "priceZero" }]);
      }),
    );
  });

  it("asks for both price and weight, and refuses what is not a decimal", () => {
    expect(portionIssues({ weight: "", price: " " })).toEqual([
      { field: "weight", key: "priceAndWeightRequired" },
      { field: "price", key: "priceAndWeightRequired" },
    ]);
    for (const bad of ["-1", "1e3", "1.234", "abc", "1.2.3", "12345678901"]) {
      expect(portionIssues({ weight: "1", price: bad })).toEqual([{ field: "price", key: "invalidValue" }]);
    }
    expect(portionIssues({ weight: "1.2345", price: "1" })).toEqual([{ field: "weight", key: "invalidValue" }]);
  });

  it("trims only trailing zeros of the fraction", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 999_999_999n }), digits(3), (integer, fraction) => {
        const trimmed = trimDecimal(`${integer}.${fraction.padEnd(3, "0")}`);
        expect(trimmed).toBe(fraction.replace(/0+$/, "") ? `${integer}.${fraction.replace(/0+$/, "")}` : `${integer}`);
      }),
    );
    expect(trimDecimal("250")).toBe("250");
    expect(trimDecimal("100.000")).toBe("100");
  });
});
