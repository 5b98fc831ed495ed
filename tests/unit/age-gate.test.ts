import { describe, expect, it } from "vitest";
import { AGE_CONFIRMED_KEY, ageGateBootScript, ageGateWatchMargin, confirmAge, isAgeConfirmed } from "@/lib/domain/age-gate";
import { memoryStorage } from "@/lib/domain/key-value-storage";

function boot(stored: Record<string, string>, blocked = false) {
  const dataset: Record<string, string> = {};
  const sessionStorage = {
    getItem: (key: string) => {
      if (blocked) throw new Error("blocked");
      return stored[key] ?? null;
    },
  };
  new Function("document", "sessionStorage", ageGateBootScript())({ documentElement: { dataset } }, sessionStorage);
  return dataset;
}

describe("age gate", () => {
  it("remembers a yes in the visit's storage", () => {
    const session = memoryStorage();
    expect(isAgeConfirmed(session)).toBe(false);
    confirmAge(session);
    expect(isAgeConfirmed(session)).toBe(true);
    expect(session.keys()).toEqual([AGE_CONFIRMED_KEY]);
  });

  it("locks 18+ content before paint unless this visit said yes, and marks that scripts run", () => {
    expect(boot({})).toEqual({ menuJs: "", ageGate: "locked" });
    expect(boot({ [AGE_CONFIRMED_KEY]: "yes" })).toEqual({ menuJs: "" });
    expect(boot({}, true)).toEqual({ menuJs: "", ageGate: "locked" });
  });

  it("watches 18+ content only below the sticky bar, down to the middle of the screen", () => {
    expect(ageGateWatchMargin(113, 844)).toBe("-113px 0px -422px 0px");
    expect(ageGateWatchMargin(112.4, 800)).toBe("-113px 0px -400px 0px");
    expect(ageGateWatchMargin(0, 600)).toBe("-0px 0px -300px 0px");
    expect(ageGateWatchMargin(500, 600)).toBe("-500px 0px -99px 0px");
  });
});
