import { describe, expect, it } from "vitest";
import { RENEWAL_DAYS_BEFORE, RENEWAL_RETRY_DAYS, type RenewalAttempt, renewalStep } from "@/lib/domain/subscriptions/card-renewal";

const MINSK = "Europe/Minsk";
const minsk = (day: string, time = "00:00") => new Date(`${day}T${time}:00+03:00`);
const END = minsk("2027-03-10");
const failed = (attempt: number, at: Date): RenewalAttempt => ({ attempt, status: "failed", at });

describe("renewal by card", () => {
  it("issues the renewal from local midnight seven days before the end, and says when before that", () => {
    expect(RENEWAL_DAYS_BEFORE).toBe(7);
    expect(renewalStep(END, null, minsk("2027-03-02", "23:59"), MINSK)).toEqual({ step: { kind: "none" }, next: minsk("2027-03-03") });
    expect(renewalStep(END, null, minsk("2027-03-03"), MINSK)).toEqual({ step: { kind: "issue" }, next: null });
    expect(renewalStep(END, null, END, MINSK)).toEqual({ step: { kind: "none" }, next: null });
  });

  it("tries a declined card again one, three and five days after the first attempt, never once the period ended", () => {
    expect(RENEWAL_RETRY_DAYS).toEqual([1, 3, 5]);
    const first = failed(1, minsk("2027-03-03", "09:00"));
    expect(renewalStep(END, [first], minsk("2027-03-03", "23:00"), MINSK)).toEqual({ step: { kind: "none" }, next: minsk("2027-03-04") });
    expect(renewalStep(END, [first], minsk("2027-03-04", "01:00"), MINSK)).toEqual({ step: { kind: "charge", attempt: 2 }, next: null });
    const two = [first, failed(2, minsk("2027-03-04", "01:00"))];
    expect(renewalStep(END, two, minsk("2027-03-05"), MINSK)).toEqual({ step: { kind: "none" }, next: minsk("2027-03-06") });
    const four = [...two, failed(3, minsk("2027-03-06")), failed(4, minsk("2027-03-08"))];
    expect(renewalStep(END, four, minsk("2027-03-09"), MINSK)).toEqual({ step: { kind: "none" }, next: null });
    // a renewal issued late: a retry that would fall after the end is not made
    const late = failed(1, minsk("2027-03-06", "10:00"));
    expect(renewalStep(END, [late], minsk("2027-03-07", "10:00"), MINSK)).toEqual({ step: { kind: "charge", attempt: 2 }, next: null });
    const three = [late, failed(2, minsk("2027-03-07", "10:00")), failed(3, minsk("2027-03-09", "10:00"))];
    expect(renewalStep(END, three.slice(0, 2), minsk("2027-03-09", "10:00"), MINSK)).toEqual({ step: { kind: "charge", attempt: 3 }, next: null });
    expect(renewalStep(END, three, minsk("2027-03-09", "23:00"), MINSK)).toEqual({ step: { kind: "none" }, next: null });
  });

  it("charges nothing more once an attempt is paid or still processing", () => {
    const first = failed(1, minsk("2027-03-03"));
    expect(renewalStep(END, [first, { attempt: 2, status: "paid", at: minsk("2027-03-04") }], minsk("2027-03-08"), MINSK).step).toEqual({ kind: "none" });
    expect(renewalStep(END, [{ attempt: 1, status: "pending", at: minsk("2027-03-03") }], minsk("2027-03-08"), MINSK).step).toEqual({ kind: "none" });
  });
});
