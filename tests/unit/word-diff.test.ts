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
    expect(parts.filter((part) => part.kind !== "same").map((part) => [part.kind, part.text])).toEqual([
      ["removed", "сливками."],
      ["added", "сливками и тыквенными семечками."],
    ]);
    expect(rebuilt(parts, "added")).toBe(before);
    expect(rebuilt(parts, "removed")).toBe(after);
  });

  it("marks a replaced word as removed and added, and an emptied text as all removed", () => {
    expect(wordDiff("Борщ со сметаной", "Борщ без сметаны")).toEqual([
      { kind: "same", text: "Борщ " },
      { kind: "removed", text: "со сметаной" },
      { kind: "added", text: "без сметаны" },
    ]);
    expect(wordDiff("Суп дня", "")).toEqual([{ kind: "removed", text: "Суп дня" }]);
  });
});
