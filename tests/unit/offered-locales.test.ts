import { describe, expect, it } from "vitest";
import { acceptedLanguages } from "@/lib/i18n/accepted-languages";
import { localizedAlternates } from "@/lib/i18n/alternates";
import { offeredLocaleRedirect, offeredLocales } from "@/lib/i18n/offered-locales";
import { isSiteLocale } from "@/lib/i18n/site-locale";

const store = { primaryLocale: "en", contentLocales: ["ru", "en", "ar"] };

describe("offeredLocales", () => {
  it("lists the store's content languages, primary first, in the usual order", () => {
    expect(offeredLocales(store)).toEqual(["en", "ru", "ar"]);
    expect(offeredLocales({ primaryLocale: "fr", contentLocales: ["tr"] })).toEqual(["fr", "tr"]);
  });

  it("ignores unknown codes and never comes back empty", () => {
    expect(offeredLocales({ primaryLocale: "de", contentLocales: ["xx"] })).toEqual(["ru"]);
  });
});

describe("offeredLocaleRedirect", () => {
  it("keeps an offered language", () => {
    expect(offeredLocaleRedirect(store, "/ar/menu")).toBeNull();
  });

  it("sends a language the store has no content in to the same page in English, else the primary one", () => {
    expect(offeredLocaleRedirect(store, "/fr/menu", "?product=7")).toBe("/en/menu?product=7");
    expect(offeredLocaleRedirect(store, "/zh/promotions/2")).toBe("/en/promotions/2");
    expect(offeredLocaleRedirect(store, "/tr")).toBe("/en");
    const russian = { primaryLocale: "ru", contentLocales: ["ru", "en", "zh"] };
    expect(offeredLocaleRedirect(russian, "/fr/menu")).toBe("/en/menu");
    expect(offeredLocaleRedirect({ primaryLocale: "ru", contentLocales: ["ru", "zh"] }, "/fr/menu")).toBe("/ru/menu");
  });

  describe("a page asked for without a language", () => {
    const venue = { primaryLocale: "ru", contentLocales: ["ru", "en", "zh", "ar", "tr", "fr"] };
    const pick = (wanted: { cookie?: string; acceptLanguage?: string }, store = venue) => offeredLocaleRedirect(store, "/menu", "?table=2", wanted);

    it("opens a browser in a language the venue does not offer in English when the venue offers it", () => {
      expect(pick({ acceptLanguage: "de-DE,de;q=0.9" })).toBe("/en/menu?table=2");
      expect(pick({})).toBe("/en/menu?table=2");
      expect(pick({ acceptLanguage: "de-DE" }, { primaryLocale: "ru", contentLocales: ["ru", "zh"] })).toBe("/ru/menu?table=2");
      expect(pick({ acceptLanguage: "de" }, { primaryLocale: "tr", contentLocales: ["fr"] })).toBe("/tr/menu?table=2");
    });

    it("takes the browser's languages by their q-values, skipping those the venue does not offer", () => {
      expect(pick({ acceptLanguage: "fr;q=0.5, ar-EG;q=0.9, de" })).toBe("/ar/menu?table=2");
      expect(pick({ acceptLanguage: "tr;q=0, zh-TW;q=0.4" })).toBe("/zh/menu?table=2");
      expect(pick({ acceptLanguage: "fr-FR,fr;q=0.9,zh;q=0.8" }, { primaryLocale: "ru", contentLocales: ["ru", "en", "zh"] })).toBe("/zh/menu?table=2");
      expect(pick({ acceptLanguage: "*;q=0.5, ???" })).toBe("/en/menu?table=2");
    });

    it("lets a saved choice win when the venue offers it", () => {
      expect(pick({ cookie: "fr", acceptLanguage: "ar" })).toBe("/fr/menu?table=2");
      expect(pick({ cookie: "fr", acceptLanguage: "zh" }, { primaryLocale: "ru", contentLocales: ["ru", "en", "zh"] })).toBe("/zh/menu?table=2");
      expect(pick({ cookie: "de", acceptLanguage: "tr" })).toBe("/tr/menu?table=2");
    });

    it("keeps the rest of the path", () => {
      expect(offeredLocaleRedirect(venue, "/promotions/3", "", { acceptLanguage: "ar" })).toBe("/ar/promotions/3");
    });
  });
});

describe("acceptedLanguages", () => {
  it("orders the ranges by q-value, keeping the header's order among equals", () => {
    expect(acceptedLanguages("de-DE,de;q=0.9,en;q=0.9,ru;q=0.95, fr")).toEqual(["de-DE", "fr", "ru", "de", "en"]);
    expect(acceptedLanguages("en;q=0, *;q=0.1, zh;Q=0.3")).toEqual(["zh"]);
    expect(acceptedLanguages(null)).toEqual([]);
  });
});

describe("isSiteLocale", () => {
  it("accepts the six content languages on venues and the three interface ones on the root site", () => {
    for (const locale of ["ru", "en", "zh", "ar", "tr", "fr"]) expect(isSiteLocale({ kind: "venue" }, locale)).toBe(true);
    expect(isSiteLocale({ kind: "custom" }, "ar")).toBe(true);
    expect(isSiteLocale({ kind: "root" }, "zh")).toBe(true);
    for (const locale of ["ar", "tr", "fr", "de", ""]) expect(isSiteLocale({ kind: "root" }, locale)).toBe(false);
    expect(isSiteLocale({ kind: "venue" }, "de")).toBe(false);
  });
});

describe("localizedAlternates for a venue", () => {
  it("lists the offered languages with the primary one as x-default", () => {
    const result = localizedAlternates("http://demo.menu.localhost:3000", "/ar/promotions/1", offeredLocales(store));
    expect(result.canonical).toBe("http://demo.menu.localhost:3000/ar/promotions/1");
    expect(result.languages).toEqual({
      en: "http://demo.menu.localhost:3000/en/promotions/1",
      ru: "http://demo.menu.localhost:3000/ru/promotions/1",
      ar: "http://demo.menu.localhost:3000/ar/promotions/1",
      "x-default": "http://demo.menu.localhost:3000/en/promotions/1",
    });
  });
});
