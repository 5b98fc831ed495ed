import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { invoiceAmounts } from "@/lib/domain/subscriptions/invoice-amounts";
import { requirePlan } from "@/lib/domain/subscriptions/plan";
import { activationRefusal, additionRefusal, planPeriod } from "@/lib/domain/subscriptions/plan-change";
import { cheapestPlanWith, mayCreateStore, planTranslationLocales } from "@/lib/domain/subscriptions/plan-queries";
import type { SubscriptionRow } from "@/lib/domain/subscriptions/subscription-row";
import { subscriptionState } from "@/lib/domain/subscriptions/subscription-state";
import { testCatalogue } from "../support/plans";

const plans = testCatalogue();
const basic = requirePlan(plans, "basic");
const premium = requirePlan(plans, "premium");
const NOW = new Date("2030-09-10T12:00:00Z");
const row = (values: Partial<SubscriptionRow> & Pick<SubscriptionRow, "id" | "planKey" | "stepStatus">): SubscriptionRow => ({
  paid: false,
  periods: 1,
  startsAt: new Date("2030-09-01T21:00:00Z"),
  endsAt: new Date("2030-10-01T21:00:00Z"),
  ...values,
});
const state = (rows: SubscriptionRow[]) => subscriptionState(rows, plans, "Europe/Minsk");
const request = { hasBillingInfo: true, confirmDowngrade: false, now: NOW };

describe("adding and activating plans", () => {
  const onTrial = state([row({ id: 1, planKey: "trial", stepStatus: "active" })]);

  it("activates Basic from the trial", () => {
    expect(activationRefusal(onTrial, { ...request, target: basic })).toBeNull();
    expect(additionRefusal(onTrial, { ...request, target: basic })).toBeNull();
  });

  it("asks for billing details before a paid plan", () => {
    expect(activationRefusal(onTrial, { ...request, hasBillingInfo: false, target: premium })).toEqual({ key: "billingInfoRequired" });
  });

  it("refuses a switch while the current subscription is unpaid", () => {
    const unpaid = state([row({ id: 2, planKey: "basic", stepStatus: "active" })]);
    expect(activationRefusal(unpaid, { ...request, target: premium })).toEqual({ key: "subscriptionUnpaid" });
    expect(additionRefusal(unpaid, { ...request, target: premium })).toEqual({ key: "subscriptionUnpaid" });
  });

  it("refuses a second switch within three months and says from when it is possible", () => {
    const switched = state([
      row({ id: 2, planKey: "basic", stepStatus: "deactivated", paid: true, startsAt: new Date("2030-08-01T21:00:00Z"), endsAt: new Date("2030-09-01T21:00:00Z") }),
      row({ id: 3, planKey: "premium", stepStatus: "active", paid: true }),
    ]);
    expect(switched.switchAvailableFrom!.toISOString()).toBe("2030-12-01T21:00:00.000Z");
    expect(activationRefusal(switched, { ...request, confirmDowngrade: true, target: basic })).toEqual({
      key: "switchCooldown",
      availableFrom: new Date("2030-12-01T21:00:00.000Z"),
    });
    expect(activationRefusal(switched, { ...request, confirmDowngrade: true, now: new Date("2030-12-01T21:00:00Z"), target: basic })).toBeNull();
  });

  it("lists the features a downgrade loses until confirmed", () => {
    const onPremium = state([row({ id: 3, planKey: "premium", stepStatus: "active", paid: true })]);
    expect(additionRefusal(onPremium, { ...request, target: basic })).toEqual({
      key: "downgradeNeedsConfirmation",
      lostFeatures: ["offline_cart", "wifi_qr", "export_pdf_excel"],
    });
    expect(additionRefusal(onPremium, { ...request, confirmDowngrade: true, target: basic })).toBeNull();
  });

  it("keeps one plan in the queue and refuses plans nobody can choose", () => {
    const queued = state([row({ id: 1, planKey: "trial", stepStatus: "active" }), row({ id: 2, planKey: "basic", stepStatus: "available", paid: true })]);
    expect(additionRefusal(queued, { ...request, target: premium })).toEqual({ key: "subscriptionNotPossible" });
    expect(activationRefusal(onTrial, { ...request, target: requirePlan(plans, "first_clients_club") })).toEqual({ key: "subscriptionNotPossible" });
  });

  it("a paid plan's period runs from local midnight for whole months", () => {
    expect(planPeriod(basic, 3, NOW, "Asia/Shanghai")).toEqual({
      startsAt: new Date("2030-09-09T16:00:00Z"),
      endsAt: new Date("2030-12-09T16:00:00Z"),
    });
  });
});

describe("plan queries", () => {
  it("names the cheapest plan that unlocks a feature", () => {
    expect(cheapestPlanWith(plans, "product_search", "BYN")?.key).toBe("basic");
    expect(cheapestPlanWith(plans, "wifi_qr", "USD")?.key).toBe("premium");
  });

  it("translates Basic into ru, en and zh and Premium also into ar, tr and fr", () => {
    expect(planTranslationLocales(basic)).toEqual(["ru", "en", "zh"]);
    expect(planTranslationLocales(premium)).toEqual(["ru", "en", "zh", "ar", "tr", "fr"]);
  });

  it("allows a new store only when every paid plan that ran is paid", () => {
    expect(mayCreateStore([{ planKey: "trial", stepStatus: "active", paid: false }], plans)).toBe(true);
    expect(mayCreateStore([{ planKey: "basic", stepStatus: "completed", paid: false }], plans)).toBe(false);
    expect(mayCreateStore([{ planKey: "basic", stepStatus: "available", paid: false }], plans)).toBe(true);
    expect(mayCreateStore([{ planKey: "premium", stepStatus: "active", paid: true }], plans)).toBe(true);
  });
});

describe("invoice amounts", () => {
  it("includes VAT in the price and shows it on its own line", () => {
    expect(invoiceAmounts("149.00", 3, "20")).toEqual({ unitPrice: "149.00", credit: "0.00", total: "447.00", vatRate: "20.00", vatAmount: "74.50" });
    expect(invoiceAmounts("29", 1, "0")).toEqual({ unitPrice: "29.00", credit: "0.00", total: "29.00", vatRate: "0.00", vatAmount: "0.00" });
  });

  it("the VAT line is the rounded share of the total", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 24 }), fc.integer({ min: 0, max: 3000 }), (cents, periods, rateHundredths) => {
        const price = (cents / 100).toFixed(2);
        const rate = (rateHundredths / 100).toFixed(2);
        const amounts = invoiceAmounts(price, periods, rate);
        const total = Math.round(Number(amounts.total) * 100);
        expect(total).toBe(cents * periods);
        const exact = (total * rateHundredths) / (10_000 + rateHundredths);
        expect(Math.abs(Math.round(Number(amounts.vatAmount) * 100) - exact)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});
