import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { ZRegisterUser, ZSignIn } from "@/lib/schemas/auth";
import { ZCategoryTarget, ZCreateCategory } from "@/lib/schemas/categories";
import { MAX_ID, zId, zIdParam } from "@/lib/schemas/id";
import { ZCreateItem, ZItemTarget } from "@/lib/schemas/items";
import { ZSeveralGet } from "@/lib/schemas/menu-common";
import { ZPersonalInfo } from "@/lib/schemas/profile";
import { ZCreatePromotion, ZSeveralGetPromotions, ZVersionedTarget } from "@/lib/schemas/promotions";
import { ZReviewWidgetSettings } from "@/lib/schemas/review-widget";
import { ZStaffForm, ZStaffTarget } from "@/lib/schemas/staff";
import { ZStoreSettings } from "@/lib/schemas/store-settings";
import { ZCompanyForm, ZCreateStore } from "@/lib/schemas/stores";
import { ZCreateTable, ZTableTarget } from "@/lib/schemas/tables";
import { ZTransferCategory } from "@/lib/schemas/transfer";
import { ZWifiSettings } from "@/lib/schemas/wifi-settings";
import { trimText, zText } from "@/lib/schemas/text";

const INVISIBLE = ["\u200B", "\u200C", "\u200D", "\u2060", "\uFEFF", " ", "\t", "\u00A0"];

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
const settings = {
  storeId: 1,
  version: 1,
  name: "Café",
  address: "",
  description: "",
  phones: [],
  workingHours: [],
  socialLinks: Object.fromEntries(["website", "facebook", "instagram", "telegram", "tripadvisor", "youtube", "tiktok", "twitch", "discord"].map((n) => [n, ""])),
  seoTitle: "",
  seoDescription: "",
  menuInfo: "",
  logoLightId: null,
  logoDarkId: null,
  currency: "BYN",
  timezone: "Europe/Minsk",
  primaryLocale: "ru",
  contentLocales: ["ru"],
  customDomainEnabled: false,
  customDomain: "",
};

/** Every text field a client can send, as (schema, valid input, the field to fill). */
const TEXT_FIELDS: [string, z.ZodType, (text: string) => unknown][] = [
  ["sign-in e-mail", ZSignIn, (email) => ({ email, password: "secret", remember: false })],
  ["registration first name", ZRegisterUser, (firstName) => ({ firstName, lastName: "L", email: "a@b.co", password: "password1", passwordRepeat: "password1", acceptOffer: true, acceptPrivacy: true })],
  ["profile first name", ZPersonalInfo, (firstName) => ({ firstName, lastName: "L" })],
  ["staff last name", ZStaffForm, (lastName) => ({ firstName: "F", lastName, email: "a@b.co", role: "company_manager", storeId: null })],
  ["company name", ZCompanyForm, (name) => ({ name })],
  ["store name", ZCreateStore, (name) => ({ name, urlName: "cafe", companyId: 1 })],
  ["table name", ZCreateTable, (name) => ({ name, note: "", storeId: 1 })],
  ["table note", ZCreateTable, (note) => ({ name: "T1", note: `x${note}`, storeId: 1 })],
  ["category name", ZCreateCategory, (name) => ({ storeId: 1, section: "kitchen", parentId: null, names: { ru: name }, icon: null, iconUploadId: null, hidden: false, ageRestricted: false, schedule: null })],
  ["item title", ZCreateItem, (title) => ({ ...item, texts: { ru: { title, description: "" } } })],
  ["item description", ZCreateItem, (description) => ({ ...item, texts: { ru: { title: "T", description } } })],
  ["promotion title", ZCreatePromotion, (title) => ({ texts: { ru: { title, description: "" } }, bannerId: null, hidden: false, categoryId: 1 })],
  ["store settings name", ZStoreSettings, (name) => ({ ...settings, name })],
  ["store settings description", ZStoreSettings, (description) => ({ ...settings, description })],
  ["Wi-Fi password", ZWifiSettings, (password) => ({ storeId: 1, version: 1, ssid: "Cafe", encryption: "WPA", password: `password${password}`, hidden: false })],
];

describe("shared text schema", () => {
  it("refuses a NUL or other control character anywhere in any text field", () => {
    const control = fc.constantFrom(...Array.from({ length: 32 }, (_, n) => String.fromCharCode(n)).filter((c) => !"\t\n\r".includes(c)), "\u007F");
    fc.assert(
      fc.property(fc.constantFrom(...TEXT_FIELDS), fc.string({ maxLength: 20 }), control, fc.string({ maxLength: 20 }), ([, schema, fill], before, bad, after) => {
        expect(schema.safeParse(fill(`a${before}${bad}${after}`)).success).toBe(false);
      }),
    );
  });

  it("accepts the same fields without control characters", () => {
    for (const [name, schema, fill] of TEXT_FIELDS) {
      const value = name.includes("e-mail") ? "owner@demo.carta.test" : "Name";
      expect(schema.safeParse(fill(value)).success, name).toBe(true);
    }
  });

  it("refuses names made only of invisible characters and spaces", () => {
    const blank = fc.array(fc.constantFrom(...INVISIBLE), { minLength: 1, maxLength: 10 }).map((chars) => chars.join(""));
    const names = TEXT_FIELDS.filter(([name]) => /first name|last name|company name|store name|table name|settings name/.test(name));
    fc.assert(
      fc.property(fc.constantFrom(...names), blank, ([, schema, fill], name) => {
        expect(schema.safeParse(fill(name)).success).toBe(false);
      }),
    );
  });

  it("trims invisible characters at the ends and keeps them inside (emoji sequences)", () => {
    expect(zText().parse("\u200B\uFEFF Anna \u2060")).toBe("Anna");
    expect(trimText("👩\u200D🍳")).toBe("👩\u200D🍳");
    expect(zText({ multiline: true }).parse("line 1\nline 2\ttab")).toBe("line 1\nline 2\ttab");
    expect(zText().safeParse("line 1\nline 2").success).toBe(false);
  });
});

describe("shared id schema", () => {
  const targets: [string, z.ZodType, (id: number) => unknown][] = [
    ["several-get", ZSeveralGet, (id) => ({ ids: [1, id] })],
    ["promotions several-get", ZSeveralGetPromotions, (id) => ({ ids: [id] })],
    ["category target", ZCategoryTarget, (id) => ({ storeId: 1, categoryId: id, version: 1 })],
    ["item version", ZItemTarget, (id) => ({ storeId: 1, itemId: 1, version: id })],
    ["promotion target", ZVersionedTarget, (id) => ({ id, version: 1 })],
    ["table target", ZTableTarget, (id) => ({ id, version: 1 })],
    ["store company", ZCreateStore, (id) => ({ name: "Cafe", urlName: "cafe", companyId: id })],
    ["staff target", ZStaffTarget, (id) => ({ companyId: 1, userId: id })],
    ["transfer", ZTransferCategory, (id) => ({ categoryId: 1, targetStoreId: id })],
    ["store settings", ZStoreSettings, (id) => ({ ...settings, storeId: id })],
    ["store settings logo", ZStoreSettings, (id) => ({ ...settings, logoLightId: id })],
    ["Wi-Fi", ZWifiSettings, (id) => ({ storeId: id, version: 1, ssid: "", encryption: "nopass", password: "", hidden: false })],
    ["review widget", ZReviewWidgetSettings, (id) => ({ storeId: 1, version: id, code: "" })],
  ];

  it("refuses every id beyond the integer column, in every schema", () => {
    fc.assert(
      fc.property(fc.constantFrom(...targets), fc.double({ min: MAX_ID + 1, max: Number.MAX_SAFE_INTEGER * 4, noNaN: true }), ([, schema, fill], id) => {
        expect(schema.safeParse(fill(Math.floor(id))).success).toBe(false);
      }),
    );
  });

  it("accepts ids up to the column's largest value", () => {
    for (const [name, schema, fill] of targets) {
      expect(schema.safeParse(fill(MAX_ID)).success, name).toBe(true);
      expect(schema.safeParse(fill(1)).success, name).toBe(true);
    }
    expect(zId().safeParse(0).success).toBe(false);
  });

  it("reads ids from URLs as decimal digits within the column", () => {
    expect(zIdParam().parse("2147483647")).toBe(MAX_ID);
    for (const raw of ["2147483648", "99999999999", "0", "01", "1e3", "0x10", " 1", "-1", "1.5", ""]) {
      expect(zIdParam().safeParse(raw).success, raw).toBe(false);
    }
  });
});

describe("lone surrogates", () => {
  it("are refused by the shared text schemas and the store translations", async () => {
    const { ZStoreTranslations } = await import("@/lib/schemas/store-translations");
    expect(zText().safeParse("a\uD800b").success).toBe(false);
    expect(zText({ multiline: true }).safeParse("\uDC00").success).toBe(false);
    expect(zText().safeParse("a\uD83D\uDE00b").success).toBe(true);
    const translation = { locale: "en", description: "", address: "Main street", menuInfo: "", phoneLabels: {} };
    expect(ZStoreTranslations.safeParse({ storeId: 1, translations: [translation] }).success).toBe(true);
    expect(ZStoreTranslations.safeParse({ storeId: MAX_ID + 1, translations: [translation] }).success).toBe(false);
    expect(ZStoreTranslations.safeParse({ storeId: 1, translations: [{ ...translation, address: "a\u0000" }] }).success).toBe(false);
    expect(ZStoreTranslations.safeParse({ storeId: 1, translations: [{ ...translation, phoneLabels: { "\uD800": "x" } }] }).success).toBe(false);
  });
});
