import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONTENT_LOCALES } from "@/lib/i18n/locales";
import { simpleMessage } from "@/lib/i18n/simple-message";

describe("simpleMessage", () => {
  it("fills plain arguments", () => {
    expect(simpleMessage("Add {title}, {portion} to the list")({ title: "Soup", portion: "300 g" })).toBe("Add Soup, 300 g to the list");
    expect(simpleMessage("{price} {currency}")({ price: "1.50", currency: "BYN" })).toBe("1.50 BYN");
  });

  it("refuses what ICU would read differently", () => {
    expect(() => simpleMessage("{count, plural, one {#} other {#}}")).toThrow();
    expect(() => simpleMessage("Bob's '{list}'")).toThrow();
  });

  it.each(CONTENT_LOCALES)("covers the menu texts repeated per item in %s", (locale) => {
    const menu = JSON.parse(readFileSync(path.join("messages", locale, "menu.json"), "utf8")) as Record<string, string>;
    expect(simpleMessage(menu.addToList!)({ title: "T", portion: "P" })).toMatch(/T.*P/);
  });
});
