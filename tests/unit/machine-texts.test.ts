import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { engineTexts, needsMachineText, writtenByHand } from "@/lib/domain/translations/machine-texts";

describe("which languages the translation engine writes", () => {
  it("fills a language with no text, whether the primary text changed or not", () => {
    for (const changed of [true, false]) {
      expect(needsMachineText(undefined, changed)).toBe(true);
      expect(needsMachineText({ machine: true, main: "" }, changed)).toBe(true);
      expect(needsMachineText({ machine: false, main: "" }, changed)).toBe(true);
    }
  });

  it("redoes its own text only when the primary text changed", () => {
    expect(needsMachineText({ machine: true, main: "Borscht" }, true)).toBe(true);
    expect(needsMachineText({ machine: true, main: "Borscht" }, false)).toBe(false);
  });

  it("never touches a text the owner wrote", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.boolean(), (main, changed) => {
        const target = { machine: false, main };
        expect(writtenByHand(target)).toBe(true);
        expect(needsMachineText(target, changed)).toBe(false);
      }),
    );
    expect(writtenByHand(undefined)).toBe(false);
    expect(writtenByHand({ machine: true, main: "Borscht" })).toBe(false);
    expect(writtenByHand({ machine: false, main: "" })).toBe(false);
  });
});

describe("the texts sent to the engine", () => {
  it("sends the non-empty fields in order and puts the answers back by field", () => {
    const request = engineTexts(["title", "description"], { title: "Борщ", description: "Со сметаной" });
    expect(request.texts).toEqual(["Борщ", "Со сметаной"]);
    expect(request.fill(["Borscht", "With sour cream"])).toEqual({ title: "Borscht", description: "With sour cream" });
  });

  it("leaves an empty field empty without asking the engine", () => {
    const request = engineTexts(["title", "description"], { title: "Борщ", description: "" });
    expect(request.texts).toEqual(["Борщ"]);
    expect(request.fill(["Borscht"])).toEqual({ title: "Borscht", description: "" });
  });

  it("handles a type with a single field", () => {
    const request = engineTexts(["name"], { name: "Супы" });
    expect(request.texts).toEqual(["Супы"]);
    expect(request.fill(["Soups"])).toEqual({ name: "Soups" });
  });
});
