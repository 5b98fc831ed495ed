import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatMessage } from "@/components/menu/islands/message-format";
import { CONTENT_LOCALES } from "@/lib/i18n/locales";

const root = path.resolve(import.meta.dirname, "../..");

describe("the guest islands' message formatter", () => {
  it("fills plain arguments and leaves the rest of the text alone", () => {
    expect(formatMessage("en", "Remove {title}", { title: "Borscht" })).toBe("Remove Borscht");
    expect(formatMessage("en", "No arguments here.")).toBe("No arguments here.");
    expect(formatMessage("en", "{a} and {b}", { a: 1 })).toBe("1 and ");
  });

  it("chooses plural cases by exact value first, then by the language's plural rules, with # as the number", () => {
    const open = "{count, plural, =0 {Your list is empty} one {Your list: # line} other {Your list: # lines}}";
    expect(formatMessage("en", open, { count: 0 })).toBe("Your list is empty");
    expect(formatMessage("en", open, { count: 1 })).toBe("Your list: 1 line");
    expect(formatMessage("en", open, { count: 12 })).toBe("Your list: 12 lines");
    const ru = "{count, plural, one {# позиция} few {# позиции} many {# позиций} other {# позиции}}";
    expect([1, 3, 5, 21, 1.5].map((count) => formatMessage("ru", ru, { count }))).toEqual(["1 позиция", "3 позиции", "5 позиций", "21 позиция", "1,5 позиции"]);
  });

  it("formats arguments inside a plural case", () => {
    expect(formatMessage("en", "{count, plural, one {# item for {name}} other {# items for {name}}}", { count: 2, name: "Ann" })).toBe("2 items for Ann");
  });

  it("refuses ICU forms it does not implement rather than showing them wrong", () => {
    expect(() => formatMessage("en", "{kind, select, a {A} other {B}}", { kind: "a" })).toThrow(/Unsupported/);
    expect(() => formatMessage("en", "{count, plural, one {x}", { count: 1 })).toThrow(/Unbalanced/);
  });

  it("formats every text the islands are sent, in every guest language, with every plural case", () => {
    for (const locale of CONTENT_LOCALES) {
      const menu = JSON.parse(readFileSync(path.join(root, "messages", locale, "menu.json"), "utf8"));
      const texts: string[] = [];
      const walk = (node: unknown) => (typeof node === "string" ? texts.push(node) : node && typeof node === "object" && Object.values(node).forEach(walk));
      walk([menu.guest, menu.units, menu.unitAmounts, menu.dietary?.filters]);
      for (const text of texts) {
        for (const count of [0, 1, 2, 5, 21]) {
          const out = formatMessage(locale, text, { count, title: "T", portion: "P", quantity: 2, query: "q", position: 3, price: "1", currency: "BYN" });
          expect(out, `${locale}: ${text}`).not.toMatch(/[{}#]/);
        }
      }
    }
  });
});
