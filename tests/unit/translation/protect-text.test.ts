import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeMarkup, encodeMarkup, placeholderToken } from "@/lib/translation/markup";
import { expandAbbreviations } from "@/lib/translation/protect/abbreviations";
import { isOnlyPlaceholders, protectText, restoreText } from "@/lib/translation/protect/placeholders";

const TOKEN = /\uE000\d+\uE001/g;

/** What an engine does: changes the words, leaves placeholders alone. */
const upperCaseWords = (text: string) => text.split(/(\uE000\d+\uE001)/).map((part, index) => (index % 2 ? part : part.toUpperCase())).join("");

const menuFragment = fc.constantFrom(
  "Пельмени", "с/с", "ассорт.", "чай", " ", " ", "\n", "\n\n", "- ", "1. ", "**", "_", "~~", "`код`", "350 ₽", "0,5 л", "300 г",
  "40%", "$5", "1 200 руб.", "[меню](https://carta.app/m)", "https://carta.app/a?b=1", "Coca-Cola", "KRAFT", "&", "<b>", "«", "»", ".", ",",
  "# ", "> ", "2024", "½",
);
const menuText = fc.array(menuFragment, { maxLength: 25 }).map((parts) => parts.join(""));
const spacedMenuText = fc.array(menuFragment, { maxLength: 25 }).map((parts) => parts.join(" "));
const anyText = fc.oneof(menuText, fc.string({ unit: "grapheme", maxLength: 60 }));

const terms = [{ term: "Coca-Cola" }, { term: "KRAFT", translation: "Крафт" }];

describe("protectText and restoreText", () => {
  it("give back the original text when the engine changes nothing", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const protectedText = protectText(text);
        expect(restoreText(protectedText.text, protectedText)).toEqual({ ok: true, text: text.replace(/[\uE000\uE001]/g, "") });
      }),
      { numRuns: 500 },
    );
  });

  it("keep every number, price, unit, URL and markdown marker whatever the engine does to the words", () => {
    fc.assert(
      fc.property(spacedMenuText, (text) => {
        const protectedText = protectText(text, { terms: [{ term: "Coca-Cola" }] });
        const restored = restoreText(upperCaseWords(protectedText.text), protectedText);
        if (!restored.ok) throw new Error("placeholders lost");
        for (const kept of ["350 ₽", "0,5 л", "300 г", "40%", "$5", "1 200 руб.", "https://carta.app/m", "https://carta.app/a?b=1", "Coca-Cola", "`код`"]) {
          expect(restored.text.split(kept).length).toBe(text.split(kept).length);
        }
        expect(restored.text.match(/\n/g)?.length ?? 0).toBe(text.match(/\n/g)?.length ?? 0);
        expect(restored.text.match(/\*\*/g)?.length ?? 0).toBe(text.match(/\*\*/g)?.length ?? 0);
      }),
      { numRuns: 500 },
    );
  });

  it("survive the trip through an engine's markup, even when tags come back as start and end tags", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const protectedText = protectText(text, { terms });
        const wire = encodeMarkup(protectedText.text).replace(/<x id="(\d+)"\/>/g, ' <x id="$1"></x> ');
        const restored = restoreText(decodeMarkup(wire).replace(/ ?(\uE000\d+\uE001) ?/g, "$1"), protectedText);
        expect(restored.ok).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("fail a text whose placeholder was dropped, doubled or invented", () => {
    const protectedText = protectText("Чай 0,5 л — 150 ₽");
    expect(protectedText.slots).toEqual(["0,5 л", "150 ₽"]);
    const [first, second] = [placeholderToken(0), placeholderToken(1)];
    expect(restoreText(`Tea ${first}`, protectedText)).toEqual({ ok: false, missing: [1], unexpected: [] });
    expect(restoreText(`Tea ${first} ${first} ${second}`, protectedText)).toEqual({ ok: false, missing: [0], unexpected: [] });
    expect(restoreText(`Tea ${first} ${second} ${placeholderToken(7)}`, protectedText)).toEqual({ ok: false, missing: [], unexpected: [7] });
    expect(restoreText(`Tea ${second} — ${first}`, protectedText)).toEqual({ ok: true, text: "Tea 150 ₽ — 0,5 л" });
  });

  it("keep link targets but leave link text translatable", () => {
    const protectedText = protectText("Смотрите [наше меню](https://carta.app/menu) и **новинки**");
    expect(protectedText.text.replace(TOKEN, "#")).toBe("Смотрите #наше меню# и #новинки#");
  });

  it("render a protected term as its fixed translation", () => {
    const protectedText = protectText("Пиво KRAFT 0,5 л", { terms });
    const restored = restoreText(protectedText.text.replace("Пиво", "Beer"), protectedText);
    expect(restored).toEqual({ ok: true, text: "Beer Крафт 0,5 л" });
  });

  it("carry units after numbers over in the target language's form, numbers and prices unchanged", () => {
    const through = (text: string, to: string) => {
      const sent = protectText(text, { to });
      const back = restoreText(upperCaseWords(sent.text), sent);
      return back.ok ? back.text : null;
    };
    expect(through("12 шт., 50 г и 0,5 л за 350 ₽", "en")).toBe("12 pcs, 50 g И 0,5 l ЗА 350 ₽");
    expect(through("Порция 250 г. Подаётся горячим", "zh")).toBe("ПОРЦИЯ 250 克. ПОДАЁТСЯ ГОРЯЧИМ");
    expect(through("Сет 6 шт", "ar")).toBe("СЕТ 6 قطعة");
    expect(through("1 200 мл, 40%", "tr")).toBe("1 200 ml, 40%");
    expect(through("Pack of 4 pcs", "ru")).toBe("PACK OF 4 шт.");
    expect(through("350 г", "ru")).toBe("350 г");
    expect(protectText("12 шт.").slots).toEqual(["12 шт."]);
  });

  it("see when nothing is left to translate", () => {
    expect(isOnlyPlaceholders(protectText("350 ₽ / 0,5 л"))).toBe(true);
    expect(isOnlyPlaceholders(protectText("Чай 350 ₽"))).toBe(false);
  });

  it("cannot be fooled by placeholder characters typed into the text", () => {
    const protectedText = protectText(`Чай ${placeholderToken(0)} 5 л`);
    expect(protectedText.slots).toEqual(["0", "5 л"]);
    expect(restoreText(protectedText.text, protectedText)).toEqual({ ok: true, text: "Чай 0 5 л" });
  });
});

describe("encodeMarkup and decodeMarkup", () => {
  it("round-trip texts with placeholders, entities and line breaks", () => {
    const text = fc
      .array(fc.oneof(fc.string({ unit: "grapheme", maxLength: 8 }).map((part) => part.replace(/[\uE000\uE001\r]/g, "")), fc.nat(40).map(placeholderToken), fc.constant("\n")))
      .map((parts) => parts.join("").replace(/[ \t]*\n[ \t]*/g, "\n"));
    fc.assert(
      fc.property(text, (value) => {
        expect(decodeMarkup(encodeMarkup(value))).toBe(value);
      }),
      { numRuns: 500 },
    );
  });

  it("read the entities engines write", () => {
    expect(decodeMarkup("Fish &amp; chips &#39;n&#x27; &quot;more&quot;<br />next")).toBe("Fish & chips 'n' \"more\"\nnext");
  });
});

describe("expandAbbreviations", () => {
  const map = [
    { short: "с/с", full: "собственного производства" },
    { short: "ассорт.", full: "ассорти" },
    { short: "ВИП", full: "VIP-зал" },
  ];

  it.each([
    ["Пельмени с/с, ассорт. сыров", "Пельмени собственного производства, ассорти сыров"],
    ["С/с пельмени", "Собственного производства пельмени"],
    ["С/С", "СОБСТВЕННОГО ПРОИЗВОДСТВА"],
    ["Ассорт.сыров", "Ассорти сыров"],
    ["вс/сб выходной", "вс/сб выходной"],
    ["Ассортимент", "Ассортимент"],
    ["вип и ВИП", "вип и VIP-зал"],
  ])("%s → %s", (text, expected) => {
    expect(expandAbbreviations(text, map)).toBe(expected);
  });

  it("leave texts without abbreviations unchanged", () => {
    fc.assert(fc.property(fc.string(), (raw) => {
      const text = raw.replace(/[сС]\/[сС]|ассорт\.|ВИП/giu, "");
      expect(expandAbbreviations(text, map)).toBe(text);
    }));
  });
});
