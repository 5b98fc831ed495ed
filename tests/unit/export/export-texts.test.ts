import { describe, expect, it } from "vitest";
import { ALLERGENS, DIETS, ITEM_BADGES } from "@/lib/domain/dietary";
import { CONTENT_LOCALES } from "@/lib/i18n/locales";
import { EXPORT_COLUMNS } from "@/lib/export/export-texts";
import { loadExportTexts } from "@/lib/server/export/export-texts";

describe("export texts", () => {
  it("exist in every content language, in their own words, with every placeholder filled", async () => {
    const english = await loadExportTexts("en");
    for (const locale of CONTENT_LOCALES) {
      const texts = await loadExportTexts(locale);
      for (const column of EXPORT_COLUMNS) expect(texts.columns[column], `${locale} ${column}`).toBeTruthy();
      const filled = [texts.page("1", "2"), texts.available("Mon", "08:00", "12:00"), texts.price("9.90", "BYN"), texts.units.name("g"), texts.units.amount("pcs", 2), texts.weekday(7)];
      for (const text of filled) expect(text, locale).not.toMatch(/[{}]/);
      expect(texts.page("1", "2"), locale).toMatch(/1.*2/);
      if (locale !== "en") expect(texts.columns.title, locale).not.toBe(english.columns.title);
    }
  });

  it("name every allergen, diet and badge, and fill the dietary sentences, in every content language", async () => {
    const english = await loadExportTexts("en");
    for (const locale of CONTENT_LOCALES) {
      const { dietary } = await loadExportTexts(locale);
      const names = [...ALLERGENS.map((code) => dietary.allergen(code)), ...DIETS.map((code) => dietary.diet(code)), ...ITEM_BADGES.map((code) => dietary.badge(code))];
      for (const name of names) expect(name, locale).not.toMatch(/^menu\.|dietary\.|[{}]/);
      const sentences = [dietary.contains("X"), dietary.mayContain("X"), dietary.spicy(2), dietary.calories(350)];
      for (const sentence of sentences) expect(sentence, locale).not.toMatch(/[{}]/);
      expect(dietary.calories(350), locale).toContain("350");
      expect(dietary.contains("X"), locale).toContain("X");
      if (locale !== "en") expect(dietary.allergen("milk"), locale).not.toBe(english.dietary.allergen("milk"));
    }
  });

  it("write prices as the export's language writes money", async () => {
    expect((await loadExportTexts("ru")).price("9.9", "BYN")).toBe("9,90\u00a0BYN");
    expect((await loadExportTexts("en")).price("1234.5", "USD")).toBe("$1,234.50");
    expect((await loadExportTexts("fr")).price("12.50", "BYN")).toBe("12,50\u00a0BYN");
  });
});
