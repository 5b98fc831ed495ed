import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const keysOf = (value: unknown, prefix = ""): string[] =>
  typeof value === "object" && value !== null
    ? Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key))
    : [prefix];

const load = (locale: string, file: string) => JSON.parse(readFileSync(path.join(import.meta.dirname, "../../messages", locale, `${file}.json`), "utf8"));

describe.each([
  ["menu-extras", ["en", "ru", "zh", "ar", "tr", "fr"]],
  ["venue-extras-admin", ["en", "ru", "zh"]],
])("%s messages", (file, locales) => {
  const reference = keysOf(load("en", file)).sort();
  it.each(locales)("%s has every key, each translated", (locale) => {
    const messages = load(locale, file);
    expect(keysOf(messages).sort()).toEqual(reference);
    if (locale !== "en") {
      const english = load("en", file);
      const same = reference.filter((key) => {
        const pick = (root: unknown) => key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], root);
        const text = pick(messages) as string;
        return text === pick(english) && !/^(Wi-Fi|WEP|WPA\/WPA2\/WPA3|Save)$/.test(text);
      });
      expect(same).toEqual([]);
    }
  });
});

it("the review widget refusal uses the catalogue's message", () => {
  expect(load("en", "venue-extras-admin").errors.reviewWidgetFormat).toBe("Incorrect review widget format");
});
