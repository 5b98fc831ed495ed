import { describe, expect, it } from "vitest";
import { ALLERGENS, NO_DIETARY, suitsFilter } from "@/lib/domain/dietary";
import { zDietary } from "@/lib/schemas/dietary";

describe("a guest's dietary filter", () => {
  const vegan = { allergens: { soybeans: "contains" as const }, diets: ["vegan" as const, "vegetarian" as const] };
  const cake = { allergens: { milk: "contains" as const, nuts: "may_contain" as const }, diets: ["vegetarian" as const] };

  it("keeps everything when nothing is chosen", () => {
    expect(suitsFilter(NO_DIETARY, { diets: [], avoid: [] })).toBe(true);
  });

  it("keeps only items suiting every chosen diet", () => {
    expect(suitsFilter(vegan, { diets: ["vegan"], avoid: [] })).toBe(true);
    expect(suitsFilter(cake, { diets: ["vegan"], avoid: [] })).toBe(false);
    expect(suitsFilter(cake, { diets: ["vegetarian", "halal"], avoid: [] })).toBe(false);
    expect(suitsFilter(NO_DIETARY, { diets: ["vegetarian"], avoid: [] })).toBe(false);
  });

  it("hides items holding an avoided allergen, traces included", () => {
    expect(suitsFilter(cake, { diets: [], avoid: ["nuts"] })).toBe(false);
    expect(suitsFilter(cake, { diets: [], avoid: ["milk"] })).toBe(false);
    expect(suitsFilter(vegan, { diets: [], avoid: ["nuts", "milk"] })).toBe(true);
  });
});

describe("the dietary schema", () => {
  it("names the 14 EU allergens", () => {
    expect(ALLERGENS).toHaveLength(14);
  });

  it("accepts what the form sends and refuses unknown codes, spiciness above 3 and odd calories", () => {
    expect(zDietary.safeParse({ allergens: { milk: "contains", nuts: "may_contain" }, diets: ["vegan"], spicy: 3, calories: 420, badges: ["hit"] }).success).toBe(true);
    expect(zDietary.safeParse({ ...NO_DIETARY, allergens: { arsenic: "contains" } }).success).toBe(false);
    expect(zDietary.safeParse({ ...NO_DIETARY, allergens: { milk: "lots" } }).success).toBe(false);
    expect(zDietary.safeParse({ ...NO_DIETARY, spicy: 4 }).success).toBe(false);
    expect(zDietary.safeParse({ ...NO_DIETARY, calories: -1 }).success).toBe(false);
    expect(zDietary.safeParse({ ...NO_DIETARY, calories: 1.5 }).success).toBe(false);
    expect(zDietary.safeParse({ ...NO_DIETARY, diets: ["keto"] }).success).toBe(false);
  });
});
