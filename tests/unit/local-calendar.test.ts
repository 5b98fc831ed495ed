import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addLocalDays, addLocalMonths, localDate, localMidnight } from "@/lib/domain/subscriptions/local-calendar";

const ZONES = ["Europe/Minsk", "Asia/Shanghai", "Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "UTC"];
const instant = fc.date({ min: new Date("2020-01-01T00:00:00Z"), max: new Date("2040-01-01T00:00:00Z"), noInvalidDate: true });

describe("store-local calendar", () => {
  it("puts the same instant on different days in Minsk and Shanghai", () => {
    const at = new Date("2030-05-01T18:30:00Z");
    expect(localDate(at, "Europe/Minsk")).toBe("2030-05-01");
    expect(localDate(at, "Asia/Shanghai")).toBe("2030-05-02");
    expect(localMidnight(at, "Europe/Minsk").toISOString()).toBe("2030-04-30T21:00:00.000Z");
    expect(localMidnight(at, "Asia/Shanghai").toISOString()).toBe("2030-05-01T16:00:00.000Z");
  });

  it("counts calendar days across daylight-saving changes", () => {
    const start = new Date("2030-03-25T23:00:00Z"); // Berlin midnight of 26 March, UTC+1
    const end = addLocalDays(start, 14, "Europe/Berlin");
    expect(end.toISOString()).toBe("2030-04-08T22:00:00.000Z"); // midnight of 9 April, UTC+2
    expect(end.getTime() - start.getTime()).toBe(14 * 86_400_000 - 3_600_000);
    expect(addLocalDays(new Date("2030-10-20T22:00:00Z"), 14, "Europe/Berlin").toISOString()).toBe("2030-11-03T23:00:00.000Z");
  });

  it("keeps the month's last day when a month is shorter", () => {
    expect(addLocalMonths(new Date("2031-01-30T21:00:00Z"), 1, "Europe/Minsk").toISOString()).toBe("2031-02-27T21:00:00.000Z");
    expect(addLocalMonths(new Date("2031-11-30T16:00:00Z"), 3, "Asia/Shanghai").toISOString()).toBe("2032-02-29T16:00:00.000Z");
  });

  it("always lands on a local midnight, the given number of days later", () => {
    fc.assert(
      fc.property(instant, fc.constantFrom(...ZONES), fc.integer({ min: 0, max: 400 }), (at, zone, days) => {
        const end = addLocalDays(at, days, zone);
        expect(localMidnight(end, zone).getTime()).toBe(end.getTime());
        const from = Date.parse(`${localDate(at, zone)}T00:00:00Z`);
        const to = Date.parse(`${localDate(end, zone)}T00:00:00Z`);
        expect((to - from) / 86_400_000).toBe(days);
      }),
    );
  });

  it("a local midnight is never after the instant and less than a day before it", () => {
    fc.assert(
      fc.property(instant, fc.constantFrom(...ZONES), (at, zone) => {
        const midnight = localMidnight(at, zone);
        expect(midnight.getTime()).toBeLessThanOrEqual(at.getTime());
        expect(at.getTime() - midnight.getTime()).toBeLessThan(25 * 3_600_000);
        expect(localDate(midnight, zone)).toBe(localDate(at, zone));
      }),
    );
  });
});
