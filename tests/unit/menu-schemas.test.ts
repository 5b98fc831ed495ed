import { describe, expect, it } from "vitest";
import { categoryFormFor, ZReorderCategories } from "@/lib/schemas/categories";
import { itemFormFor, ZCreateItem } from "@/lib/schemas/items";
import { EMPTY_SCHEDULE, ZSeveralGet } from "@/lib/schemas/menu-common";

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

const item = {
  storeId: 1,
  categoryId: 2,
  texts: { ru: { title: "Борщ", description: "" } },
  photoId: null,
  portions: [{ weight: "300", unit: "g", price: "9.90" }],
  hidden: false,
  ageRestricted: false,
  schedule: null,
};

describe("menu schemas speak the catalogue", () => {
  it("accepts a well-formed item and keeps money as typed", () => {
    const parsed = ZCreateItem.parse({ ...item, portions: [{ weight: "0,5", unit: "l", price: "12345678.99" }] });
    expect(parsed.portions[0]).toEqual({ weight: "0,5", unit: "l", price: "12345678.99" });
  });

  it("names every portion problem on its field", () => {
    const result = ZCreateItem.safeParse({
      ...item,
      portions: [
        { weight: "300", unit: "g", price: "0" },
        { weight: "0.000", unit: "g", price: "5" },
        { weight: "", unit: "g", price: "" },
        { weight: "1", unit: "g", price: "abc" },
        { weight: "1", unit: "oz", price: "5" },
      ],
    });
    expect(issues(result)).toEqual({
      "portions.0.price": "priceZero",
      "portions.1.weight": "weightZero",
      "portions.2.weight": "priceAndWeightRequired",
      "portions.2.price": "priceAndWeightRequired",
      "portions.3.price": "invalidValue",
      "portions.4.unit": "invalidValue",
    });
    expect(issues(ZCreateItem.safeParse({ ...item, portions: [] }))).toEqual({ portions: "priceAndWeightRequired" });
  });

  it("requires the primary language's text, refuses blank and too long ones", () => {
    const form = itemFormFor("ru");
    const texts = { ru: { title: "", description: "" }, en: { title: "  ", description: "" } };
    const values = { ...item, texts, schedule: EMPTY_SCHEDULE };
    expect(issues(form.safeParse(values))).toEqual({ "texts.ru.title": "required", "texts.en.title": "stringEmpty" });
    const category = { names: { ru: "x".repeat(101) }, icon: null, iconUploadId: null, hidden: false, ageRestricted: false, schedule: null };
    const names = categoryFormFor("en").safeParse(category);
    expect(issues(names)).toEqual({ "names.ru": "maxLength:100", "names.en": "required" });
  });

  it("asks for a weekday only when the schedule is on", () => {
    const on = itemFormFor("ru").safeParse({ ...item, schedule: { ...EMPTY_SCHEDULE, enabled: true } });
    expect(issues(on)).toEqual({ "schedule.days": "selectAtLeastOne" });
    expect(itemFormFor("ru").safeParse({ ...item, schedule: EMPTY_SCHEDULE }).success).toBe(true);
  });

  it("bounds id lists", () => {
    expect(ZSeveralGet.safeParse({ ids: Array.from({ length: 500 }, (_, n) => n + 1) }).success).toBe(true);
    expect(ZSeveralGet.safeParse({ ids: Array.from({ length: 501 }, (_, n) => n + 1) }).success).toBe(false);
    expect(ZSeveralGet.safeParse({ ids: [0] }).success).toBe(false);
    expect(ZSeveralGet.safeParse({ ids: [1.5] }).success).toBe(false);
    expect(ZReorderCategories.safeParse({ storeId: 1, section: "bar", parentId: null, ids: [] }).success).toBe(false);
  });
});
