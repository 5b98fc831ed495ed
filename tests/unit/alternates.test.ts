import { describe, expect, it } from "vitest";
import { localizedAlternates } from "@/lib/i18n/alternates";
import { localeDirection } from "@/lib/i18n/locales";

describe("localizedAlternates", () => {
  it("lists every locale of the same page and points canonical at the current one", () => {
    const result = localizedAlternates("http://demo.menu.localhost:3000", "/en/menu");
    expect(result.canonical).toBe("http://demo.menu.localhost:3000/en/menu");
    expect(result.languages).toEqual({
      ru: "http://demo.menu.localhost:3000/ru/menu",
      en: "http://demo.menu.localhost:3000/en/menu",
      zh: "http://demo.menu.localhost:3000/zh/menu",
      "x-default": "http://demo.menu.localhost:3000/ru/menu",
    });
  });

  it("handles the locale root and nested paths", () => {
    expect(localizedAlternates("https://carta.app", "/zh").canonical).toBe("https://carta.app/zh");
    expect(localizedAlternates("https://carta.app", "/ru/a/b/").languages.en).toBe("https://carta.app/en/a/b");
  });
});

describe("localeDirection", () => {
  it("is right-to-left for Arabic only", () => {
    expect(localeDirection("ar")).toBe("rtl");
    for (const locale of ["ru", "en", "zh", "tr", "fr"]) expect(localeDirection(locale)).toBe("ltr");
  });
});
