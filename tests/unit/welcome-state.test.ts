import { describe, expect, it } from "vitest";
import { welcomeState } from "@/lib/domain/welcome-state";

const now = new Date("2026-03-10T12:00:00Z");
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();

describe("welcomeState", () => {
  it("promises the setup days that still run, rounded up", () => {
    expect(welcomeState({ planKey: "setup", endsAt: inDays(3), menuOpen: false, now })).toEqual({ kind: "setup", days: 3 });
    expect(welcomeState({ planKey: "setup", endsAt: inDays(0.2), menuOpen: false, now })).toEqual({ kind: "setup", days: 1 });
  });

  it("promises no setup days once the setup ended: an open trial says the menu is open", () => {
    expect(welcomeState({ planKey: "trial", endsAt: inDays(10), menuOpen: true, now })).toEqual({ kind: "open" });
    expect(welcomeState({ planKey: "setup", endsAt: inDays(-1), menuOpen: false, now })).toEqual({ kind: "closed" });
  });

  it("says the menu is closed after the trial ended or while a plan is unpaid", () => {
    expect(welcomeState({ planKey: null, endsAt: null, menuOpen: false, now })).toEqual({ kind: "closed" });
    expect(welcomeState({ planKey: "basic", endsAt: inDays(20), menuOpen: false, now })).toEqual({ kind: "closed" });
  });
});
