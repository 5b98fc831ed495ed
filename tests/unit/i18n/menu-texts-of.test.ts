import { describe, expect, it } from "vitest";
import { createTranslator } from "use-intl/core";
import { CONTENT_LOCALES } from "@/lib/i18n/locales";
import { translations } from "@/lib/i18n/translations";
import { menuTextsOf, type MenuTranslator } from "@/lib/views/menu/menu-texts-of";
import english from "@/messages/en/menu.json";

describe("the menu markup's texts", () => {
  it("are formatted by the ICU message formatter, so a translation may use plurals and quoted apostrophes", () => {
    const messages = {
      menu: {
        ...english,
        addToList: "Add ''{title}'' ({portion})",
        dietary: { ...english.dietary, spicy: "{level, plural, one {# chili} other {# chilies}}" },
      },
    };
    const t = createTranslator({ locale: "en", messages, namespace: "menu" }) as unknown as MenuTranslator;
    const texts = menuTextsOf(t, "en", "BYN");
    expect(texts.dietary.spicy(1)).toBe("1 chili");
    expect(texts.dietary.spicy(3)).toBe("3 chilies");
    expect(texts.addToList("Bob's {soup}", "300 g")).toBe("Add 'Bob's {soup}' (300 g)");
  });

  it.each(CONTENT_LOCALES)("fill every placeholder of the texts repeated per item in %s, numbers as written", async (locale) => {
    const texts = menuTextsOf(await translations(locale, "menu"), locale, "BYN");
    const filled = [texts.addToList("T", "P"), texts.dietary.contains("X"), texts.dietary.mayContain("X"), texts.dietary.spicy(2), texts.dietary.calories(1200)];
    for (const text of filled) expect(text, locale).not.toMatch(/[{}]/);
    expect(texts.addToList("T", "P")).toMatch(/T.*P/);
    expect(texts.dietary.calories(1200)).toContain("1200");
  });
});
