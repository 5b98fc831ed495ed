import compile from "icu-minify/compile";
import { describe, expect, it } from "vitest";
import { islandTranslator, type Tree } from "@/components/menu/islands/intl";
import { CONTENT_LOCALES, type ContentLocale } from "@/lib/i18n/locales";
import { guestIslandMessages } from "@/lib/server/guest-page/guest-messages";
import { translations } from "@/lib/i18n/translations";

/** One text as the islands get it (compiled by the server) and format it. */
const format = (locale: string, text: string, values?: Record<string, string | number>) => islandTranslator({ text: compile(text) }, locale)("text", values);

describe("the guest islands' message formatter (precompiled messages, use-intl's format-only runtime)", () => {
  it("fills plain arguments and leaves the rest of the text alone", () => {
    expect(format("en", "Remove {title}", { title: "Borscht" })).toBe("Remove Borscht");
    expect(format("en", "No arguments here.")).toBe("No arguments here.");
  });

  it("chooses plural cases by exact value first, then by the language's plural rules, with # as the number", () => {
    const open = "{count, plural, =0 {Your list is empty} one {Your list: # line} other {Your list: # lines}}";
    expect(format("en", open, { count: 0 })).toBe("Your list is empty");
    expect(format("en", open, { count: 1 })).toBe("Your list: 1 line");
    expect(format("en", open, { count: 12 })).toBe("Your list: 12 lines");
    const ru = "{count, plural, one {# позиция} few {# позиции} many {# позиций} other {# позиции}}";
    expect([1, 3, 5, 21, 1.5].map((count) => format("ru", ru, { count }))).toEqual(["1 позиция", "3 позиции", "5 позиций", "21 позиция", "1,5 позиции"]);
  });

  it("formats arguments inside a plural case, and ICU's select too", () => {
    expect(format("en", "{count, plural, one {# item for {name}} other {# items for {name}}}", { count: 2, name: "Ann" })).toBe("2 items for Ann");
    expect(format("en", "{kind, select, a {A} other {B}}", { kind: "a" })).toBe("A");
  });

  it("answers a missing key with its name, as next-intl does", () => {
    const t = islandTranslator({ menu: { guest: { title: compile("Menu") } } }, "en", "menu");
    expect(t("guest.title")).toBe("Menu");
    expect(t("guest.nope")).toBe("menu.guest.nope");
    expect(t.has("guest.title")).toBe(true);
    expect(t.has("guest.nope")).toBe(false);
  });

  it.each(CONTENT_LOCALES)("formats every text the page sends in %s as the server's next-intl does, every plural case", async (locale: ContentLocale) => {
    const sent = JSON.parse(JSON.stringify(await guestIslandMessages(locale))) as Tree;
    const island = islandTranslator(sent, locale);
    const server = await translations(locale, "menu");
    const keys = (node: Tree | unknown, prefix: string): string[] =>
      typeof node === "string" || Array.isArray(node) ? [prefix] : Object.entries(node as Tree).flatMap(([key, value]) => keys(value, `${prefix}.${key}`));
    const all = keys((sent as { menu: Tree }).menu, "menu");
    expect(all.length).toBeGreaterThan(20);
    for (const key of all) {
      for (const count of [0, 1, 2, 5, 11, 21, 100]) {
        const values = { count, title: "T", portion: "P", quantity: 2, query: "q", position: 3, price: "1", currency: "BYN" };
        const out = island(key, values);
        expect(out, `${locale}: ${key}`).not.toMatch(/[{}#]/);
        expect(out, `${locale}: ${key} ${count}`).toBe(server(key.slice("menu.".length) as never, values as never));
      }
    }
  });
});
