import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { invoiceAmounts } from "@/lib/domain/subscriptions/invoice-amounts";
import { addLocalMonths, localDaysBetween, localMidnight } from "@/lib/domain/subscriptions/local-calendar";
import { requirePlan } from "@/lib/domain/subscriptions/plan";
import {
  activationRefusal,
  additionRefusal,
  cancellationAllowed,
  effectiveChangeMode,
  paidPeriodStart,
  planPeriod,
} from "@/lib/domain/subscriptions/plan-change";
import { settleRows } from "@/lib/domain/subscriptions/settle-rows";
import { setupPeriodEnd } from "@/lib/domain/subscriptions/setup-period";
import type { SubscriptionRow } from "@/lib/domain/subscriptions/subscription-row";
import { subscriptionState } from "@/lib/domain/subscriptions/subscription-state";
import { upgradeCredit } from "@/lib/domain/subscriptions/upgrade-credit";
import { testCatalogue } from "../support/plans";

const plans = testCatalogue();
const basic = requirePlan(plans, "basic");
const premium = requirePlan(plans, "premium");
const MINSK = "Europe/Minsk";
const zone = fc.constantFrom("Europe/Minsk", "Asia/Shanghai", "Europe/Berlin", "America/New_York", "Pacific/Auckland");
const instant = fc.date({ min: new Date("2026-01-01T00:00:00Z"), max: new Date("2032-12-31T00:00:00Z"), noInvalidDate: true });
const cents = (text: string) => Math.round(Number(text) * 100);
const state = (rows: SubscriptionRow[]) => subscriptionState(rows, plans, MINSK);
const request = (now: Date) => ({ hasBillingInfo: true, confirmDowngrade: true, now });

describe("setup and trial", () => {
  it("the trial starts the instant setup ends, on the fourth calendar day, in every time zone", () => {
    fc.assert(
      fc.property(instant, zone, (createdAt, timeZone) => {
        const setupEndsAt = setupPeriodEnd(createdAt, timeZone);
        const clock = { now: new Date(createdAt.getTime() + 10 * 86_400_000), timeZone, createdAt, setupEndsAt };
        const { rows } = settleRows([], plans, clock);
        const setup = rows.find((row) => row.planKey === "setup")!;
        const trial = rows.find((row) => row.planKey === "trial")!;
        expect(trial.startsAt).toEqual(setup.endsAt);
        expect(localMidnight(trial.startsAt!, timeZone)).toEqual(trial.startsAt);
        expect(localDaysBetween(createdAt, trial.startsAt!, timeZone)).toBe(3);
        expect(localDaysBetween(trial.startsAt!, trial.endsAt!, timeZone)).toBe(14);
      }),
    );
  });
});

describe("upgrade credit", () => {
  const paidBasic = (startsAt: Date, timeZone = MINSK) => ({
    invoiceNumber: "7",
    planKey: "basic",
    total: "89.00",
    startsAt: localMidnight(startsAt, timeZone),
    endsAt: addLocalMonths(startsAt, 1, timeZone),
  });

  it("Basic paid on 14 Dec and left for Premium the same day is credited in full", () => {
    const paid = paidBasic(new Date("2026-12-14T08:00:00Z"));
    const credit = upgradeCredit(paid, new Date("2026-12-14T15:00:00Z"), MINSK)!;
    expect(credit).toMatchObject({ amount: "89.00", unusedDays: 31, totalDays: 31, invoiceNumber: "7" });
  });

  it("credits the unused days pro rata: 10 of 31 days left of 89.00 is 28.70", () => {
    const paid = paidBasic(new Date("2026-12-14T08:00:00Z"));
    expect(upgradeCredit(paid, new Date("2027-01-04T10:00:00Z"), MINSK)).toMatchObject({ amount: "28.70", unusedDays: 10 });
    expect(upgradeCredit(paid, new Date("2027-01-14T10:00:00Z"), MINSK)).toBeNull();
  });

  it("never exceeds what was paid and shrinks day by day", () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 40 }), fc.integer({ min: 100, max: 10_000_000 }), zone, (start, day, paidCents, timeZone) => {
        const paid = { ...paidBasic(start, timeZone), total: (paidCents / 100).toFixed(2) };
        const today = upgradeCredit(paid, new Date(paid.startsAt.getTime() + day * 86_400_000 + 3_600_000), timeZone);
        const tomorrow = upgradeCredit(paid, new Date(paid.startsAt.getTime() + (day + 1) * 86_400_000 + 3_600_000), timeZone);
        const amount = (credit: typeof today) => (credit ? cents(credit.amount) : 0);
        expect(amount(today)).toBeLessThanOrEqual(paidCents);
        expect(amount(tomorrow)).toBeLessThanOrEqual(amount(today));
        if (today) expect(Math.abs(amount(today) - (paidCents * today.unusedDays) / today.totalDays)).toBeLessThan(1);
      }),
    );
  });

  it("the credit is deducted from the next invoice, never below zero", () => {
    expect(invoiceAmounts("149.00", 1, "20", "89.00")).toEqual({ unitPrice: "149.00", credit: "89.00", total: "60.00", vatRate: "20.00", vatAmount: "10.00" });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 2_000_000 }), (price, credit) => {
        const amounts = invoiceAmounts((price / 100).toFixed(2), 1, "20", (credit / 100).toFixed(2));
        expect(cents(amounts.total)).toBe(Math.max(0, price - credit));
        expect(cents(amounts.credit) + cents(amounts.total)).toBe(price);
      }),
    );
  });
});

describe("when a paid period starts", () => {
  it("a plan queued after Premium (ending 14 Jan) but paid on 10 Feb runs 10 Feb – 10 Mar", () => {
    const premiumEnds = new Date("2027-01-13T21:00:00Z");
    const paidAt = localMidnight(new Date("2027-02-10T09:00:00Z"), MINSK);
    const period = planPeriod(basic, 1, paidPeriodStart(premiumEnds, paidAt), MINSK);
    expect(period).toEqual({ startsAt: new Date("2027-02-09T21:00:00Z"), endsAt: new Date("2027-03-09T21:00:00Z") });
  });

  it("starts at the later of payment and the end of the previous paid period", () => {
    fc.assert(
      fc.property(fc.option(instant, { nil: null }), instant, (scheduled, paidAt) => {
        const start = paidPeriodStart(scheduled, paidAt);
        expect(start.getTime()).toBe(Math.max(paidAt.getTime(), scheduled?.getTime() ?? 0));
      }),
    );
  });
});

describe("switching plans", () => {
  const at = (iso: string) => new Date(iso);
  const row = (values: Partial<SubscriptionRow> & Pick<SubscriptionRow, "id" | "planKey" | "stepStatus">): SubscriptionRow => ({
    paid: true,
    periods: 1,
    startsAt: at("2030-09-01T21:00:00Z"),
    endsAt: at("2030-10-01T21:00:00Z"),
    ...values,
  });

  it("a switch made with Add starts the cooldown just as Activate does", () => {
    const addedPremium = state([
      row({ id: 1, planKey: "basic", stepStatus: "active", startsAt: at("2030-08-01T21:00:00Z"), endsAt: at("2030-09-01T21:00:00Z") }),
      row({ id: 2, planKey: "premium", stepStatus: "available", startsAt: at("2030-09-01T21:00:00Z"), endsAt: at("2030-10-01T21:00:00Z") }),
    ]);
    expect(addedPremium.lastSwitchAt).toEqual(at("2030-09-01T21:00:00Z"));
    const afterSwitch = state([
      row({ id: 1, planKey: "basic", stepStatus: "completed", startsAt: at("2030-08-01T21:00:00Z"), endsAt: at("2030-09-01T21:00:00Z") }),
      row({ id: 2, planKey: "premium", stepStatus: "active" }),
    ]);
    const now = at("2030-09-20T10:00:00Z");
    const refusal = { key: "switchCooldown", availableFrom: at("2030-12-01T21:00:00Z") };
    expect(additionRefusal(afterSwitch, { ...request(now), target: basic })).toEqual(refusal);
    expect(activationRefusal(afterSwitch, { ...request(now), target: basic })).toEqual(refusal);
    expect(additionRefusal(afterSwitch, { ...request(now), target: premium })).toBeNull();
  });

  it("Add and Activate give the same cooldown answer for any switch date", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), (daysLater) => {
        const rows = [
          row({ id: 1, planKey: "premium", stepStatus: "deactivated", startsAt: at("2030-08-01T21:00:00Z"), endsAt: at("2030-09-01T21:00:00Z") }),
          row({ id: 2, planKey: "basic", stepStatus: "active", startsAt: at("2030-09-01T21:00:00Z"), endsAt: at("2031-09-01T21:00:00Z"), periods: 12 }),
        ];
        const now = new Date(at("2030-09-01T21:00:00Z").getTime() + daysLater * 86_400_000);
        const add = additionRefusal(state(rows), { ...request(now), target: premium });
        const activate = activationRefusal(state(rows), { ...request(now), target: premium });
        expect(add?.key === "switchCooldown").toBe(activate?.key === "switchCooldown");
        expect(add?.key === "switchCooldown").toBe(now < at("2030-12-01T21:00:00Z"));
      }),
    );
  });

  it("a downgrade asked with Activate waits for the end of the paid period; an upgrade starts on payment", () => {
    const onPremium = state([row({ id: 1, planKey: "premium", stepStatus: "active" })]);
    expect(effectiveChangeMode(onPremium, basic, "activate")).toBe("add");
    const onBasic = state([row({ id: 1, planKey: "basic", stepStatus: "active" })]);
    expect(effectiveChangeMode(onBasic, premium, "activate")).toBe("activate");
    const onTrial = state([row({ id: 1, planKey: "trial", stepStatus: "active", paid: false })]);
    expect(effectiveChangeMode(onTrial, basic, "activate")).toBe("activate");
  });

  it("only a paid plan not yet paid for can be cancelled", () => {
    expect(cancellationAllowed(row({ id: 1, planKey: "basic", stepStatus: "available", paid: false, startsAt: null, endsAt: null }), basic)).toBe(true);
    expect(cancellationAllowed(row({ id: 1, planKey: "basic", stepStatus: "active", paid: false }), basic)).toBe(true);
    expect(cancellationAllowed(row({ id: 1, planKey: "basic", stepStatus: "active", paid: true }), basic)).toBe(false);
    expect(cancellationAllowed(row({ id: 1, planKey: "trial", stepStatus: "active", paid: false }), requirePlan(plans, "trial"))).toBe(false);
    expect(cancellationAllowed(row({ id: 1, planKey: "basic", stepStatus: "completed", paid: false }), basic)).toBe(false);
  });

  it("a cancelled plan is no switch", () => {
    const rows = [
      row({ id: 1, planKey: "basic", stepStatus: "active" }),
      row({ id: 2, planKey: "premium", stepStatus: "deactivated", paid: false, startsAt: null, endsAt: null }),
    ];
    expect(state(rows).lastSwitchAt).toBeNull();
  });
});
