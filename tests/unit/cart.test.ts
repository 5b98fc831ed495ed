import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as cart from "@/lib/domain/cart";
import type { CartLine, CartProduct } from "@/lib/domain/cart";
import { CART_TTL_MS, cartKey, clearAllCarts, parseLines, restoreCart, saveCart, stampKey } from "@/lib/domain/cart-storage";
import { formatDecimal, parseDecimal } from "@/lib/domain/decimal";
import { memoryStorage } from "@/lib/domain/key-value-storage";

const salad: CartProduct = {
  id: 1,
  title: "Caesar",
  portions: [
    { id: 11, weight: "250", unit: "g", price: "15.90" },
    { id: 12, weight: "350", unit: "g", price: "21.50" },
  ],
};
const soup: CartProduct = { id: 2, title: "Borscht", portions: [{ id: 21, weight: "300", unit: "g", price: "9.90" }] };

const price = fc
  .tuple(fc.bigInt({ min: 0n, max: 10n ** 10n }), fc.integer({ min: 0, max: 4 }))
  .map(([units, scale]) => formatDecimal({ units, scale }));
const products = fc.uniqueArray(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 5 }).chain((ids) =>
  fc.tuple(
    ...ids.map((id) =>
      fc.array(fc.option(price, { nil: undefined }), { minLength: 1, maxLength: 3 }).map(
        (prices): CartProduct => ({
          id,
          title: `Dish ${id}`,
          portions: prices.map((p, index) => ({ id: id * 10 + index, weight: null, unit: "pcs", price: p })),
        }),
      ),
    ),
  ),
);
const adds = fc.array(fc.tuple(fc.nat(), fc.nat(), fc.integer({ min: 1, max: 9 })), { maxLength: 12 });
const filled = fc.tuple(products, adds).map(([catalog, steps]) => {
  const lines = steps.reduce((acc, [p, q, amount]) => {
    const product = catalog[p % catalog.length]!;
    return cart.add(acc, product, product.portions[q % product.portions.length]!.id, amount);
  }, [] as CartLine[]);
  return { catalog, lines };
});
const keysOf = (lines: CartLine[]) => lines.map((line) => `${line.id}:${line.selectedPortionId}`);
const atScale4 = (text: string | null | undefined) => {
  const value = parseDecimal(text);
  return value.units * 10n ** BigInt(4 - value.scale);
};

describe("cart rules", () => {
  it("adds a new line with quantity 1, then raises it by the amount added", () => {
    const one = cart.add([], salad, 11);
    expect(one).toEqual([{ ...salad, selectedPortionId: 11, quantity: 1 }]);
    const more = cart.add(cart.add(one, soup, 21), salad, 11, 2);
    expect(more.map((line) => [line.id, line.selectedPortionId, line.quantity])).toEqual([
      [1, 11, 3],
      [2, 21, 1],
    ]);
    expect(cart.add(one, salad, 12).map((line) => line.selectedPortionId)).toEqual([11, 12]);
  });

  it("removes, sets quantities, clears", () => {
    const lines = cart.add(cart.add([], salad, 11), soup, 21);
    expect(cart.remove(lines, 1, 11)).toEqual([lines[1]]);
    expect(cart.remove(lines, 1, 12)).toEqual(lines);
    expect(cart.setQuantity(lines, 2, 21, 5)[1]!.quantity).toBe(5);
    expect(cart.setQuantity(lines, 2, 21, 0)).toEqual([lines[0]]);
    expect(cart.clear()).toEqual([]);
  });

  it("changes a portion in place, or merges into the line already in the target portion", () => {
    const lines = cart.add(cart.add([], salad, 11, 2), soup, 21);
    expect(cart.changePortion(lines, 1, 11, 12).map((line) => [line.selectedPortionId, line.quantity])).toEqual([
      [12, 2],
      [21, 1],
    ]);
    const both = cart.add(lines, salad, 12);
    expect(cart.changePortion(both, 1, 12, 11).map((line) => [line.selectedPortionId, line.quantity])).toEqual([
      [11, 3],
      [21, 1],
    ]);
    expect(cart.changePortion(both, 1, 99, 11)).toBe(both);
  });

  it("totals exactly: price × quantity in decimals, a missing price is 0", () => {
    const lines = cart.add(cart.add(cart.add([], salad, 11, 2), salad, 12), soup, 21);
    expect(cart.total(lines)).toBe("63.20");
    expect(cart.total([{ ...soup, portions: [{ id: 21, weight: null, unit: "g", price: "0.1" }], selectedPortionId: 21, quantity: 3 }])).toBe("0.3");
    expect(cart.total([{ ...soup, portions: [{ id: 21, weight: null, unit: "g", price: "" }], selectedPortionId: 21, quantity: 3 }])).toBe("0");
    expect(cart.total([{ ...soup, selectedPortionId: 999, quantity: 1 }])).toBe("0");
    expect(cart.total([])).toBe("0");
  });

  it("total equals the sum over lines of price × quantity", () => {
    fc.assert(
      fc.property(filled, ({ lines }) => {
        const expected = lines.reduce((sum, line) => sum + atScale4(cart.selectedPortion(line)?.price) * BigInt(line.quantity), 0n);
        expect(atScale4(cart.total(lines))).toBe(expected);
        expect(atScale4(cart.total(lines))).toBe(lines.reduce((sum, line) => sum + atScale4(cart.lineTotal(line)), 0n));
      }),
    );
  });

  it("keeps one line per product and portion, and adding then removing a new line is the identity", () => {
    fc.assert(
      fc.property(filled, fc.nat(), fc.nat(), ({ catalog, lines }, p, q) => {
        expect(new Set(keysOf(lines)).size).toBe(lines.length);
        const product = catalog[p % catalog.length]!;
        const portionId = product.portions[q % product.portions.length]!.id;
        const before = cart.quantityOf(lines);
        expect(cart.quantityOf(cart.add(lines, product, portionId, 3))).toBe(before + 3);
        if (!keysOf(lines).includes(`${product.id}:${portionId}`)) {
          expect(cart.remove(cart.add(lines, product, portionId), product.id, portionId)).toEqual(lines);
        }
      }),
    );
  });

  it("changing a portion keeps the total quantity and the one-line-per-portion rule", () => {
    fc.assert(
      fc.property(filled, fc.nat(), fc.nat(), ({ lines }, l, q) => {
        fc.pre(lines.length > 0);
        const line = lines[l % lines.length]!;
        const to = line.portions[q % line.portions.length]!.id;
        const changed = cart.changePortion(lines, line.id, line.selectedPortionId, to);
        expect(cart.quantityOf(changed)).toBe(cart.quantityOf(lines));
        expect(new Set(keysOf(changed)).size).toBe(changed.length);
        expect(keysOf(changed)).toContain(`${line.id}:${to}`);
      }),
    );
  });

  it("refreshes stored products from the page while they still offer the chosen portion", () => {
    const stored = cart.add(cart.add([], salad, 11), soup, 21);
    const renamed = { ...salad, title: "Цезарь" };
    const catalog = new Map([[1, renamed], [2, { ...soup, portions: [] }]]);
    expect(cart.refresh(stored, catalog).map((line) => line.title)).toEqual(["Цезарь", "Borscht"]);
  });

  const soldOutLarge: CartProduct = { ...salad, portions: [salad.portions[0]!, { ...salad.portions[1]!, soldOut: true }] };

  it("never adds a sold-out portion, nor switches a line to one", () => {
    expect(cart.add([], soldOutLarge, 12)).toEqual([]);
    const lines = cart.add([], soldOutLarge, 11);
    expect(lines.map((line) => line.selectedPortionId)).toEqual([11]);
    expect(cart.add(lines, soldOutLarge, 12)).toBe(lines);
    expect(cart.changePortion(lines, 1, 11, 12)).toBe(lines);
  });

  it("keeps a line that sold out after it was added, out of the total, able only to shrink or go", () => {
    const stored = cart.add(cart.add([], salad, 12, 2), soup, 21);
    const lines = cart.refresh(stored, new Map([[1, soldOutLarge]]));
    expect(cart.isSoldOut(lines[0]!)).toBe(true);
    expect(cart.isSoldOut(lines[1]!)).toBe(false);
    expect(cart.total(stored)).toBe("52.90");
    expect(cart.total(lines)).toBe("9.90");
    expect(cart.lineTotal(lines[0]!)).toBe("0");
    expect(cart.setQuantity(lines, 1, 12, 3)[0]!.quantity).toBe(2);
    expect(cart.setQuantity(lines, 1, 12, 1)[0]!.quantity).toBe(1);
    expect(cart.remove(lines, 1, 12)).toEqual([lines[1]]);
    const back = cart.refresh(lines, new Map([[1, salad]]));
    expect(cart.isSoldOut(back[0]!)).toBe(false);
    expect(cart.total(back)).toBe("52.90");
  });
});

describe("cart storage", () => {
  const path = "/menu";
  const now = 1_700_000_000_000;
  const lines = cart.add(cart.add([], salad, 11, 2), soup, 21);

  it("saves under cart_ + page path with a stamp, and restores within the hour", () => {
    const storage = memoryStorage();
    saveCart(storage, path, lines, now);
    expect(storage.keys().sort()).toEqual(["cart_/menu", "cart_/menu_last_updated"]);
    expect(storage.get(stampKey(path))).toBe(String(now));
    expect(restoreCart(storage, path, now + CART_TTL_MS)).toEqual(lines);
    expect(restoreCart(storage, "/other", now)).toEqual([]);
  });

  it("clears a cart older than an hour and treats a missing stamp as an empty cart", () => {
    const storage = memoryStorage();
    saveCart(storage, path, lines, now);
    expect(restoreCart(storage, path, now + CART_TTL_MS + 1)).toEqual([]);
    expect(storage.keys()).toEqual([]);
    const unstamped = memoryStorage({ [cartKey(path)]: JSON.stringify(lines) });
    expect(restoreCart(unstamped, path, now)).toEqual([]);
  });

  it("round-trips any cart, and forgets any cart after the expiry", () => {
    fc.assert(
      fc.property(filled, fc.integer({ min: 0, max: CART_TTL_MS }), fc.integer({ min: 1, max: 10 * CART_TTL_MS }), ({ lines: any }, fresh, late) => {
        const storage = memoryStorage();
        saveCart(storage, path, any, now);
        expect(restoreCart(storage, path, now + fresh)).toEqual(any);
        expect(restoreCart(storage, path, now + CART_TTL_MS + late)).toEqual([]);
        expect(restoreCart(storage, path, now)).toEqual([]);
      }),
    );
  });

  it("reads a missing quantity as 1 and drops malformed data", () => {
    const noQuantity: Partial<CartLine> = { ...lines[0]! };
    delete noQuantity.quantity;
    expect(parseLines(JSON.stringify([noQuantity, { id: "x" }, null]))).toEqual([{ ...noQuantity, quantity: 1 }]);
    expect(parseLines("{not json")).toEqual([]);
    const soldOut = { ...lines[0]!, portions: [{ ...salad.portions[0]!, soldOut: "yes" }] };
    expect(parseLines(JSON.stringify([soldOut]))).toEqual([]);
    expect(parseLines(JSON.stringify({ id: 1 }))).toEqual([]);
  });

  it("clearing all carts removes every stored cart_ key and nothing else", () => {
    const storage = memoryStorage({ theme: "dark", age_confirmed_18: "yes" });
    saveCart(storage, "/menu", lines, now);
    saveCart(storage, "/promotions/1", lines, now);
    clearAllCarts(storage);
    expect(storage.keys().sort()).toEqual(["age_confirmed_18", "theme"]);
  });
});
