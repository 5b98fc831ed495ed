import { describe, expect, it } from "vitest";
import { type CountedCategory, itemsWithin } from "@/lib/domain/category-contents";

const category = (itemCount: number, children: CountedCategory[] = []): CountedCategory => ({ itemCount, children });

describe("category contents", () => {
  it("counts the items of every subcategory below a category", () => {
    expect(itemsWithin(category(0, [category(4), category(3, [category(2)])]))).toBe(9);
    expect(itemsWithin(category(2, [category(1)]))).toBe(3);
  });

  it("is empty only when nothing below it has items", () => {
    expect(itemsWithin(category(0))).toBe(0);
    expect(itemsWithin(category(0, [category(0), category(0, [category(0)])]))).toBe(0);
  });
});
