import { describe, expect, it } from "vitest";
import { engineTexts } from "@/lib/domain/translations/machine-texts";

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
