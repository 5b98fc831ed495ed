import { describe, expect, it } from "vitest";
import { dueBillingNotices } from "@/lib/domain/subscriptions/billing-notice";
import type { SubscriptionRow } from "@/lib/domain/subscriptions/subscription-row";
import { subscriptionState } from "@/lib/domain/subscriptions/subscription-state";
import { testCatalogue } from "../support/plans";

const plans = testCatalogue();
const MINSK = "Europe/Minsk";
const midnight = (day: string) => new Date(`${day}T00:00:00+03:00`);
const basic: SubscriptionRow = { id: 7, planKey: "basic", stepStatus: "active", paid: true, periods: 1, startsAt: midnight("2031-04-01"), endsAt: midnight("2031-05-01") };
const due = (rows: SubscriptionRow[], now: Date) => dueBillingNotices(rows, subscriptionState(rows, plans, MINSK), plans, now, MINSK);

describe("subscription notices due", () => {
  it("reminds 3 days, then 1 day before a paid period ends, and wakes at the next of those moments", () => {
    expect(due([basic], midnight("2031-04-20"))).toEqual({ due: [], next: midnight("2031-04-28") });
    expect(due([basic], midnight("2031-04-28"))).toEqual({
      due: [{ kind: "ends_in_3_days", key: `ends_in_3_days:7:${basic.endsAt!.toISOString()}`, at: midnight("2031-04-28"), values: { plan: "basic", date: basic.endsAt!.toISOString() } }],
      next: midnight("2031-04-30"),
    });
  });

  it("tells a venue looked at late only the most urgent reminder", () => {
    expect(due([basic], new Date("2031-04-30T12:00:00+03:00")).due.map((notice) => notice.kind)).toEqual(["ends_in_1_day"]);
  });

  it("does not remind when a paid plan already follows, and says nothing of a period that ended open", () => {
    const next: SubscriptionRow = { id: 8, planKey: "premium", stepStatus: "available", paid: true, periods: 1, startsAt: midnight("2031-05-01"), endsAt: midnight("2031-06-01") };
    expect(due([basic, next], midnight("2031-04-30")).due).toEqual([]);
  });

  it("tells once the menu closed when a plan runs unpaid, keyed by that plan", () => {
    const unpaid = { ...basic, paid: false };
    expect(due([unpaid], midnight("2031-04-02")).due).toContainEqual({ kind: "menu_closed", key: "menu_closed:7", at: midnight("2031-04-01"), values: { plan: "basic", date: midnight("2031-04-01").toISOString() } });
  });
});
