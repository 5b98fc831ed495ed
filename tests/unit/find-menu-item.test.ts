import { describe, expect, it } from "vitest";
import { findMenuItem, productParam } from "@/lib/domain/find-menu-item";
import type { MenuCategory, MenuItem } from "@/lib/domain/menu-tree";
import { NO_DIETARY } from "@/lib/domain/dietary";

const item = (id: number, ageRestricted = false): MenuItem => ({
  id,
  kind: "product",
  title: `Item ${id}`,
  description: "",
  photoId: null,
  photo: null,
  ageRestricted,
  schedule: null,
  portions: [],
  dietary: NO_DIETARY,
});

const category = (id: number, items: MenuItem[], children: MenuCategory[] = [], ageRestricted = false): MenuCategory => ({
  id,
  level: "category",
  section: null,
  icon: null,
  name: `Category ${id}`,
  ageRestricted,
  schedule: null,
  items,
  children,
});

const tree = [category(1, [item(1)], [category(2, [item(2, true)])]), category(3, [], [category(4, [item(4)])], true)];

describe("findMenuItem", () => {
  it("finds items at any depth and tells whether they are 18+ through themselves or a category above", () => {
    expect(findMenuItem(tree, 1)).toMatchObject({ item: { id: 1 }, ageRestricted: false });
    expect(findMenuItem(tree, 2)).toMatchObject({ item: { id: 2 }, ageRestricted: true });
    expect(findMenuItem(tree, 4)).toMatchObject({ item: { id: 4 }, ageRestricted: true });
    expect(findMenuItem(tree, 99)).toBeNull();
  });
});

describe("productParam", () => {
  it("accepts only a positive id", () => {
    expect(productParam("12")).toBe(12);
    expect(productParam(["7", "8"])).toBe(7);
    for (const bad of [undefined, "", "0", "-1", "1.5", "abc", "12345678901"]) expect(productParam(bad)).toBeNull();
  });
});
