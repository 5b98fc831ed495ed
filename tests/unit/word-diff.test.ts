import { describe, expect, it } from "vitest";
import { wordDiff } from "@/lib/domain/translations/word-diff";

const rebuilt = (parts: ReturnType<typeof wordDiff>, drop: "added" | "removed") =>
  parts
    .filter((part) => part.kind !== drop)
    .map((part) => part.text)
    .join("");

describe("word diff of a primary text", () => {
  it("shows the words added to a description and keeps the others", () => {
    const before = "Сезонный бархатный суп из печёной тыквы со сливками.";
    const after = "Сезонный бархатный суп из печёной тыквы со сливками и тыквенными семечками.";
    const parts = wordDiff(before, after);
    expect(parts.filter((part) => part.kind !== "same").map((part) => [part.kind, part.text])).toEqual([["added", " и тыквенными семечками"]]);
    expect(rebuilt(parts, "added")).toBe(before);
    expect(rebuilt(parts, "removed")).toBe(after);
  });

  it("marks a replaced word as removed and added, and an emptied text as all removed", () => {
    expect(wordDiff("Борщ со сметаной, 300 г", "Борщ без сметаны, 300 г")).toEqual([
      { kind: "same", text: "Борщ " },
      { kind: "removed", text: "со" },
      { kind: "added", text: "без" },
      { kind: "same", text: " " },
      { kind: "removed", text: "сметаной" },
      { kind: "added", text: "сметаны" },
      { kind: "same", text: ", 300 г" },
    ]);
    expect(wordDiff("Суп дня", "")).toEqual([{ kind: "removed", text: "Суп дня" }]);
  });
});
