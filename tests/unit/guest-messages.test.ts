import { readFileSync } from "node:fs";
import path from "node:path";
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { CONTENT_LOCALES } from "@/lib/i18n/locales";
import { WEIGHT_UNITS } from "@/lib/domain/portion-rules";
import { GUEST_AREAS } from "@/lib/i18n/messages";

type Messages = { [key: string]: string | Messages };

const read = (locale: string, area: string): Messages =>
  JSON.parse(readFileSync(path.join(process.cwd(), "messages", locale, `${area}.json`), "utf8"));

function keys(messages: Messages, prefix = ""): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

const VALUES = {
  count: 3,
  title: "Borscht",
  portion: "300 g",
  quantity: 2,
  price: "9.90",
  currency: "BYN",
  query: "zzzz",
  name: "Happy hours",
  number: 2,
  path: "/ar/nope",
  hours: "10:00–23:00",
  list: "milk, eggs",
  level: 2,
  calories: 420,
};

describe("guest interface texts", () => {
  it("exist for every content language, with the same keys as English for the menu, its table badge and extras, and errors", () => {
    expect(GUEST_AREAS).toEqual(["common", "errors", "menu", "menuTable", "menuExtras"]);
    for (const locale of CONTENT_LOCALES) {
      for (const area of ["errors", "menu", "menu-table", "menu-extras"]) expect(keys(read(locale, area)), `${locale}/${area}`).toEqual(keys(read("en", area)));
      const common = keys(read(locale, "common"));
      for (const needed of ["appName", "home.description", "theme.label", "theme.dark", "nav.skipToContent", "footer.rights"]) {
        expect(common, `${locale}/common`).toContain(needed);
      }
      for (const language of CONTENT_LOCALES) expect(common).toContain(`language.${language}`);
    }
  });

  it("format without errors in every language, in their own words", () => {
    for (const locale of CONTENT_LOCALES) {
      const messages = { menu: read(locale, "menu"), errors: read(locale, "errors") };
      const t = createTranslator({ locale, messages, onError: (error) => expect.fail(`${locale}: ${error.message}`) });
      for (const key of [...keys(messages.menu).map((key) => `menu.${key}`), ...keys(messages.errors).map((key) => `errors.${key}`)]) {
        const text = t(key as never, VALUES as never) as string;
        expect(text, `${locale} ${key}`).not.toMatch(/[{}]/);
      }
      if (locale !== "en") expect(t("menu.guest.cart.title" as never), locale).not.toBe("Your list");
    }
  });

  it("name every weight unit in every guest language, and the admin's languages name them alike", () => {
    for (const locale of CONTENT_LOCALES) {
      const units = read(locale, "menu").units as Messages;
      expect(Object.keys(units).sort(), locale).toEqual([...WEIGHT_UNITS].sort());
    }
    expect(read("ru", "menu").units).toMatchObject({ g: "г", kg: "кг", l: "л", ml: "мл" });
    for (const locale of ["ru", "en", "zh"]) {
      expect(read(locale, "menu").units, locale).toEqual((read(locale, "menu-admin").items as Messages).units);
    }
  });

  it("count in Arabic with its plural forms, in the same digits as the prices", () => {
    const t = createTranslator({ locale: "ar", messages: { menu: read("ar", "menu") } });
    const found = (count: number) => t("menu.guest.search.found" as never, { count } as never) as string;
    expect(found(1)).toBe("عُثر على عنصر واحد");
    expect(found(2)).toBe("عُثر على عنصرين");
    expect(found(3)).toBe("عُثر على 3 عناصر");
    expect(found(11)).toBe("عُثر على 11 عنصرًا");
    expect(found(100)).toBe("عُثر على 100 عنصر");
  });
});
