import { describe, expect, it } from "vitest";
import { type StoreSettingsInput, ZStoreSettings, ZWorkingHours } from "@/lib/schemas/store-settings";

const links = { website: "", facebook: "", instagram: "", telegram: "", tripadvisor: "", youtube: "", tiktok: "", twitch: "", discord: "" };

const valid: StoreSettingsInput = {
  storeId: 1,
  version: 1,
  name: "Carta",
  address: "",
  description: "",
  phones: [{ phone: "+375 29 123-45-67", description: "Bar" }],
  workingHours: [{ days: [5, 6], opens: "18:00", closes: "02:00" }],
  socialLinks: { ...links, instagram: "https://instagram.com/carta" },
  seoTitle: "",
  seoDescription: "",
  menuInfo: "",
  logoLightId: null,
  logoDarkId: null,
  currency: "BYN",
  timezone: "Europe/Minsk",
  primaryLocale: "ru",
  contentLocales: ["ru", "en"],
  customDomainEnabled: false,
  customDomain: "",
};

function issues(input: StoreSettingsInput) {
  const result = ZStoreSettings.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("working hours rows", () => {
  it("needs at least one weekday", () => {
    const result = ZWorkingHours.safeParse({ days: [], opens: "10:00", closes: "22:00" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ["days"], message: "selectAtLeastOne" });
  });

  it("allows closing after midnight and sorts the days once each", () => {
    expect(ZWorkingHours.parse({ days: [6, 5, 6], opens: "18:00", closes: "02:00" })).toEqual({ days: [5, 6], opens: "18:00", closes: "02:00" });
  });

  it("refuses times that are not HH:MM and weekdays outside 1–7", () => {
    expect(ZWorkingHours.safeParse({ days: [1], opens: "25:00", closes: "02:00" }).success).toBe(false);
    expect(ZWorkingHours.safeParse({ days: [0], opens: "10:00", closes: "12:00" }).success).toBe(false);
    expect(ZWorkingHours.safeParse({ days: [8], opens: "10:00", closes: "12:00" }).success).toBe(false);
  });
});

describe("store settings", () => {
  it("accepts a complete form and normalises the domain", () => {
    const parsed = ZStoreSettings.parse({ ...valid, customDomainEnabled: true, customDomain: " Menu.Example.COM. " });
    expect(parsed.customDomain).toBe("menu.example.com");
  });

  it("names the catalogue message of each bad field", () => {
    expect(
      issues({
        ...valid,
        name: " ",
        phones: [{ phone: "12345", description: "" }, { phone: "", description: "" }],
        workingHours: [{ days: [], opens: "10:00", closes: "22:00" }],
        socialLinks: { ...links, facebook: "facebook.com/carta" },
        contentLocales: ["en"],
        customDomainEnabled: true,
      }),
    ).toEqual({
      name: "required",
      "phones.0.phone": "invalidPhone",
      "phones.1.phone": "required",
      "workingHours.0.days": "selectAtLeastOne",
      "socialLinks.facebook": "invalidUrl",
      primaryLocale: "primaryNotIncluded",
      customDomain: "required",
    });
  });

  it("refuses bad domains, zones, currencies and languages", () => {
    expect(issues({ ...valid, customDomain: "my venue.com" })).toEqual({ customDomain: "invalidDomain" });
    expect(issues({ ...valid, timezone: "Nowhere/Town" })).toEqual({ timezone: "invalidTimezone" });
    expect(Object.keys(issues({ ...valid, currency: "EUR" as "USD" }))).toEqual(["currency"]);
    expect(Object.keys(issues({ ...valid, contentLocales: ["ru", "de" as "ru"] }))).toEqual(["contentLocales.1"]);
    expect(issues({ ...valid, contentLocales: [] })).toMatchObject({ contentLocales: "selectAtLeastOne" });
  });

  it("limits text lengths", () => {
    expect(issues({ ...valid, seoTitle: "x".repeat(101) })).toEqual({ seoTitle: "maxLength:100" });
  });
});
