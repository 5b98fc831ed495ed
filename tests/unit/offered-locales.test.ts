import { describe, expect, it } from "vitest";
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
    expect(offeredLocaleRedirect(store, "ar", "/ar/menu")).toBeNull();
  });

  it("sends a language the store has no content in to the same page in the primary one", () => {
    expect(offeredLocaleRedirect(store, "fr", "/fr/menu", "?product=7")).toBe("/en/menu?product=7");
    expect(offeredLocaleRedirect(store, "zh", "/zh/promotions/2")).toBe("/en/promotions/2");
    expect(offeredLocaleRedirect(store, "tr", "/tr")).toBe("/en");
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
