import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { localMidnight } from "@/lib/domain/subscriptions/local-calendar";
import { nextChange } from "@/lib/domain/subscriptions/next-change";
import { settleRows } from "@/lib/domain/subscriptions/settle-rows";
import { setupPeriodEnd } from "@/lib/domain/subscriptions/setup-period";
import type { StoreClock, SubscriptionRow } from "@/lib/domain/subscriptions/subscription-row";
import { mayUseFeature, subscriptionState } from "@/lib/domain/subscriptions/subscription-state";
import { testCatalogue } from "../support/plans";

const plans = testCatalogue();
const DAY = 86_400_000;
const REGISTERED = new Date("2030-05-01T09:15:00Z");

const clock = (now: Date, timeZone = "Europe/Minsk"): StoreClock => ({
  now,
  timeZone,
  createdAt: REGISTERED,
  setupEndsAt: setupPeriodEnd(REGISTERED, timeZone),
});
const at = (days: number) => new Date(REGISTERED.getTime() + days * DAY);
const settleAt = (now: Date, rows: SubscriptionRow[] = [], timeZone?: string) => settleRows(rows, plans, clock(now, timeZone));
const stateAt = (now: Date, rows: SubscriptionRow[] = [], timeZone = "Europe/Minsk") => subscriptionState(settleAt(now, rows, timeZone).rows, plans, timeZone);

describe("setup and trial", () => {
  it("keeps the menu hidden for the 3-day setup", () => {
    const state = stateAt(at(2.4));
    expect(state.plan?.key).toBe("setup");
    expect(state.menuOpen).toBe(false);
    expect(state.status).toBe("active");
  });

  it("starts the 14-day trial by itself on day 4 and opens the menu, at the store's local midnight", () => {
    const { rows, changes } = settleAt(at(3.5));
    expect(changes.map((change) => change.kind)).toEqual(["start_setup", "complete", "start_trial"]);
    const trial = rows.find((row) => row.planKey === "trial")!;
    expect(trial.stepStatus).toBe("active");
    expect(trial.startsAt!.toISOString()).toBe("2030-05-03T21:00:00.000Z");
    expect(trial.endsAt!.toISOString()).toBe("2030-05-17T21:00:00.000Z");
    const state = subscriptionState(rows, plans, "Europe/Minsk");
    expect(state.menuOpen).toBe(true);
    expect(mayUseFeature(state, "wifi_qr")).toBe(true);
    expect(state.translationLocales).toContain("ar");
  });

  it("starts the trial on the Shanghai calendar day for a venue in Shanghai", () => {
    const trial = settleAt(at(3.5), [], "Asia/Shanghai").rows.find((row) => row.planKey === "trial")!;
    expect(trial.startsAt!.toISOString()).toBe("2030-05-03T16:00:00.000Z");
    expect(trial.endsAt!.toISOString()).toBe("2030-05-17T16:00:00.000Z");
  });

  it("closes the menu when the trial ends unpaid, and the admin features with it", () => {
    const state = stateAt(at(40));
    expect(state.active).toBeNull();
    expect(state.menuOpen).toBe(false);
    expect(mayUseFeature(state, "product_search")).toBe(false);
    expect(settleAt(at(40)).changes.map((change) => change.kind)).toEqual(["start_setup", "complete", "start_trial", "complete"]);
  });

  it("starts no trial when a paid plan already ran", () => {
    const rows: SubscriptionRow[] = [
      { id: 1, planKey: "setup", stepStatus: "deactivated", paid: false, periods: 1, startsAt: REGISTERED, endsAt: at(1) },
      { id: 2, planKey: "basic", stepStatus: "active", paid: true, periods: 1, startsAt: at(1), endsAt: at(31) },
    ];
    expect(settleAt(at(40), rows).rows.some((row) => row.planKey === "trial")).toBe(false);
  });

  it("starts a queued plan when the running one ends; unpaid, it keeps the menu closed", () => {
    const trialEnd = localMidnight(at(17.5), "Europe/Minsk");
    const rows: SubscriptionRow[] = [
      { id: 1, planKey: "setup", stepStatus: "completed", paid: false, periods: 1, startsAt: REGISTERED, endsAt: at(3) },
      { id: 2, planKey: "trial", stepStatus: "active", paid: false, periods: 1, startsAt: localMidnight(at(3), "Europe/Minsk"), endsAt: trialEnd },
      { id: 3, planKey: "basic", stepStatus: "available", paid: false, periods: 1, startsAt: trialEnd, endsAt: at(48) },
    ];
    const state = stateAt(at(20), rows);
    expect(state.plan?.key).toBe("basic");
    expect(state.status).toBe("unpaid");
    expect(state.menuOpen).toBe(false);
    const paid = stateAt(at(20), rows.map((row) => (row.id === 3 ? { ...row, paid: true } : row)));
    expect(paid.status).toBe("paid");
    expect(paid.menuOpen).toBe(true);
    expect(mayUseFeature(paid, "wifi_qr")).toBe(false);
    expect(paid.translationLocales).toEqual(["ru", "en", "zh"]);
  });
});

describe("properties", () => {
  const day = fc.double({ min: 0, max: 120, noNaN: true });
  const zone = fc.constantFrom("Europe/Minsk", "Asia/Shanghai", "Europe/Berlin", "America/New_York");

  it("settling twice changes nothing the second time (each event is due once)", () => {
    fc.assert(
      fc.property(day, fc.double({ min: 0, max: 60, noNaN: true }), zone, (first, later, timeZone) => {
        const once = settleAt(at(first), [], timeZone);
        expect(nextChange(once.rows, plans, clock(at(first), timeZone))).toBeNull();
        const again = settleRows(once.rows, plans, clock(at(first + later), timeZone));
        const direct = settleAt(at(first + later), [], timeZone);
        const withoutIds = (rows: SubscriptionRow[]) => rows.map((row) => ({ ...row, id: 0 }));
        expect(withoutIds(again.rows)).toEqual(withoutIds(direct.rows));
      }),
    );
  });

  it("at most one step runs, one trial is ever started, and the menu is open exactly during the trial", () => {
    fc.assert(
      fc.property(day, zone, (days, timeZone) => {
        const { rows } = settleAt(at(days), [], timeZone);
        expect(rows.filter((row) => row.stepStatus === "active").length).toBeLessThanOrEqual(1);
        expect(rows.filter((row) => row.planKey === "trial").length).toBeLessThanOrEqual(1);
        const trial = rows.find((row) => row.planKey === "trial");
        const inTrial = !!trial && trial.startsAt!.getTime() <= at(days).getTime() && at(days).getTime() < trial.endsAt!.getTime();
        expect(subscriptionState(rows, plans, timeZone).menuOpen).toBe(inTrial);
      }),
    );
  });

  it("every period after setup starts and ends at the store's local midnight", () => {
    fc.assert(
      fc.property(day, zone, (days, timeZone) => {
        for (const row of settleAt(at(days), [], timeZone).rows.filter((row) => row.planKey !== "setup")) {
          expect(localMidnight(row.startsAt!, timeZone)).toEqual(row.startsAt);
          expect(localMidnight(row.endsAt!, timeZone)).toEqual(row.endsAt);
        }
      }),
    );
  });
});
