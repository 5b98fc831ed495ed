import { describe, expect, it } from "vitest";
import { pickTranslations } from "@/lib/server/menu/pick-translation";

const row = (id: number, locale: string, title: string, description = "") => ({ id, locale, title, description });

describe("pickTranslations", () => {
  const rows = [
    row(1, "ru", "Борщ", "Со сметаной"),
    row(1, "ar", "بورش"),
    row(2, "ru", "Чай", "Чёрный"),
    row(3, "ar", "قهوة", "عربية"),
    row(4, "en", "Tea"),
  ];
  const picked = pickTranslations(rows, "ar", "ru", ["title", "description"]);

  it("takes the requested language and fills its empty fields from the primary one", () => {
    expect(picked.get(1)).toMatchObject({ title: "بورش", description: "Со сметаной" });
    expect(picked.get(3)).toMatchObject({ title: "قهوة", description: "عربية" });
  });

  it("falls back to the primary language, and leaves out rows in neither", () => {
    expect(picked.get(2)).toMatchObject({ locale: "ru", title: "Чай" });
    expect(picked.has(4)).toBe(false);
  });

  it("does not change the rows it was given", () => {
    expect(rows[1]!.description).toBe("");
  });
});
