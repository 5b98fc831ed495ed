import { describe, expect, it } from "vitest";
import { pickText, pickTranslations, textFallbackOrder } from "@/lib/i18n/text-fallback";

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

describe("the guest-text fallback order", () => {
  it("is the requested language, then English when the venue offers it, then the primary one", () => {
    expect(textFallbackOrder("tr", { primaryLocale: "ru", contentLocales: ["ru", "en", "tr"] })).toEqual(["tr", "en", "ru"]);
    expect(textFallbackOrder("tr", { primaryLocale: "ru", contentLocales: ["ru", "tr"] })).toEqual(["tr", "ru"]);
    expect(textFallbackOrder("fr", { primaryLocale: "en", contentLocales: ["fr"] })).toEqual(["fr", "en"]);
    expect(textFallbackOrder("en", { primaryLocale: "ru", contentLocales: ["ru", "en"] })).toEqual(["en", "ru"]);
    expect(textFallbackOrder("ru", { primaryLocale: "ru", contentLocales: ["ru", "en"] })).toEqual(["ru", "en"]);
    expect(textFallbackOrder("ar", "ru")).toEqual(["ar", "ru"]);
  });

  it("fills every field from the first language along the order that has it", () => {
    const order = textFallbackOrder("tr", { primaryLocale: "ru", contentLocales: ["ru", "en", "tr"] });
    const picked = pickTranslations(
      [row(1, "ru", "Борщ", "Со сметаной"), row(1, "en", "Borscht", "With sour cream"), row(1, "tr", "Borş"), row(2, "ru", "Чай", "Чёрный"), row(3, "en", "Tea")],
      order,
      ["title", "description"],
    );
    expect(picked.get(1)).toMatchObject({ locale: "tr", title: "Borş", description: "With sour cream" });
    expect(picked.get(2)).toMatchObject({ locale: "ru", title: "Чай", description: "Чёрный" });
    expect(picked.get(3)).toMatchObject({ locale: "en", title: "Tea", description: "" });
  });

  it("picks a single text the same way", () => {
    const order = ["fr", "en", "ru"];
    expect(pickText({ ru: "Минск", en: "Minsk" }, order)).toBe("Minsk");
    expect(pickText({ ru: "Минск", en: "", fr: null }, order)).toBe("Минск");
    expect(pickText({}, order)).toBe("");
  });
});
