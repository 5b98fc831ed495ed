import { describe, expect, it } from "vitest";
import { urlNameBase } from "@/lib/domain/url-name-base";

describe("urlNameBase", () => {
  it.each([
    ["Кафе «Ёлка» 22", "kafeelka"],
    ["Щучья Хата", "shchuchyakhata"],
    ["Ўсход і захад", "uskhodizakhad"],
    ["Café Crème-Brûlée", "cafecremebrulee"],
    ["Anna's Bistro on Main", "annasbistroonmain"],
    ["cafe-22", "cafe"],
  ])("%s → %s", (name, expected) => expect(urlNameBase(name)).toBe(expected));

  it("is empty when no letter can be spelled in Latin, and never longer than the room left", () => {
    expect(urlNameBase("咖啡 22")).toBe("");
    expect(urlNameBase("a".repeat(60))).toHaveLength(40);
    expect(urlNameBase("Ресторан", 4)).toBe("rest");
  });
});
