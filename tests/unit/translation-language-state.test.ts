import { describe, expect, it } from "vitest";
import { countStates, languageState, movingLanguages, translateOffer, untranslated } from "@/lib/domain/translations/language-state";

const done = { status: "done" as const, machine: false, main: "Borscht", error: null };

describe("a language's translation state as the owner sees it", () => {
  it("is missing with no row or with an empty text", () => {
    expect(languageState(undefined)).toEqual({ kind: "missing" });
    expect(languageState({ ...done, main: "" })).toEqual({ kind: "missing" });
    expect(languageState({ ...done, machine: true, main: "" })).toEqual({ kind: "missing" });
  });

  it("tells the engine's text from the owner's", () => {
    expect(languageState({ ...done, machine: true })).toEqual({ kind: "machine" });
    expect(languageState(done)).toEqual({ kind: "hand" });
  });

  it("shows an outdated text, whoever wrote it, unless the engine is already redoing it", () => {
    expect(languageState({ ...done, outdated: true })).toEqual({ kind: "outdated" });
    expect(languageState({ ...done, machine: true, outdated: true })).toEqual({ kind: "outdated" });
    expect(languageState({ ...done, outdated: true, status: "queued" })).toEqual({ kind: "queued" });
    expect(translateOffer({ kind: "outdated" })).toBe("confirmRetranslate");
  });

  it("shows a waiting or running engine even over a text already there", () => {
    expect(languageState({ ...done, status: "queued" })).toEqual({ kind: "queued" });
    expect(languageState({ ...done, machine: true, main: "", status: "in_progress" })).toEqual({ kind: "in_progress" });
  });

  it("carries the engine's reason for a failure", () => {
    expect(languageState({ ...done, machine: true, main: "", status: "error", error: "quota exceeded" })).toEqual({ kind: "error", reason: "quota exceeded" });
    expect(languageState({ ...done, status: "error", error: null })).toEqual({ kind: "error", reason: "" });
  });
});

describe("what the owner may ask the engine for", () => {
  it("offers a first translation for a missing or failed language", () => {
    expect(translateOffer({ kind: "missing" })).toBe("translate");
    expect(translateOffer({ kind: "error", reason: "x" })).toBe("translate");
  });

  it("offers a new one, confirmed when it replaces a hand-written text", () => {
    expect(translateOffer({ kind: "machine" })).toBe("retranslate");
    expect(translateOffer({ kind: "hand" })).toBe("confirmRetranslate");
  });

  it("offers nothing while the engine works", () => {
    expect(translateOffer({ kind: "queued" })).toBeNull();
    expect(translateOffer({ kind: "in_progress" })).toBeNull();
  });
});

describe("coverage counts", () => {
  it("counts each state and tells untranslated languages apart", () => {
    const states = [{ kind: "machine" }, { kind: "machine" }, { kind: "hand" }, { kind: "outdated" }, { kind: "missing" }, { kind: "error", reason: "x" }] as const;
    expect(countStates(states)).toEqual({ machine: 2, hand: 1, outdated: 1, missing: 1, queued: 0, in_progress: 0, error: 1 });
    expect(states.filter(untranslated).map((state) => state.kind)).toEqual(["outdated", "missing", "error"]);
  });
});

describe("the row's translation marks", () => {
  it("names the languages queued, in progress and failed, each under its own state", () => {
    const languages = { en: { kind: "in_progress" }, zh: { kind: "queued" }, tr: { kind: "error", reason: "quota" }, ar: { kind: "queued" }, fr: { kind: "machine" } } as const;
    expect(movingLanguages(languages)).toEqual([
      { kind: "queued", locales: ["zh", "ar"] },
      { kind: "in_progress", locales: ["en"] },
      { kind: "error", locales: ["tr"] },
    ]);
    expect(movingLanguages({ en: { kind: "hand" }, zh: { kind: "outdated" } })).toEqual([]);
  });
});
