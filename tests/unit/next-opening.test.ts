import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { nextOpeningAt } from "@/lib/domain/next-opening";
import { localTime, toMinutes } from "@/lib/domain/schedule";
import { zonedWallTime } from "@/lib/domain/zoned-day";

const WEEKDAYS = [1, 2, 3, 4, 5];
const WEEKEND = [6, 7];
const hours = [
  { days: WEEKDAYS, opens: "09:00", closes: "22:00" },
  { days: WEEKEND, opens: "18:00", closes: "02:00" },
];

// 2030-05-01 is a Wednesday.
const at = (iso: string) => new Date(iso);

describe("nextOpeningAt", () => {
  it.each([
    ["before today's opening: today's", "2030-05-01T04:00:00Z", "2030-05-01T06:00:00.000Z"],
    ["while open: tomorrow's", "2030-05-01T12:00:00Z", "2030-05-02T06:00:00.000Z"],
    ["at the very opening minute: the next one", "2030-05-01T06:00:00Z", "2030-05-02T06:00:00.000Z"],
    ["after closing on Friday: Saturday evening's", "2030-05-03T20:00:00Z", "2030-05-04T15:00:00.000Z"],
    ["after midnight of a night open across it: that evening's", "2030-05-04T22:30:00Z", "2030-05-05T15:00:00.000Z"],
    ["late on Sunday: Monday morning's", "2030-05-05T21:30:00Z", "2030-05-06T06:00:00.000Z"],
  ])("%s", (_, now, expected) => {
    expect(nextOpeningAt(hours, "Europe/Minsk", at(now)).toISOString()).toBe(expected);
  });

  it("is the next local midnight when the venue has no hours", () => {
    expect(nextOpeningAt([], "Europe/Minsk", at("2030-05-01T12:00:00Z")).toISOString()).toBe("2030-05-01T21:00:00.000Z");
    expect(nextOpeningAt([], "America/New_York", at("2030-05-02T02:00:00Z")).toISOString()).toBe("2030-05-02T04:00:00.000Z");
  });

  it("skips a week when the venue opens one day only", () => {
    const mondays = [{ days: [1], opens: "10:00", closes: "12:00" }];
    expect(nextOpeningAt(mondays, "UTC", at("2030-05-06T11:00:00Z")).toISOString()).toBe("2030-05-13T10:00:00.000Z");
  });

  it("follows daylight-saving changes", () => {
    const daily = [{ days: [1, 2, 3, 4, 5, 6, 7], opens: "09:00", closes: "17:00" }];
    // Berlin moves to summer time on 2030-03-31.
    expect(nextOpeningAt(daily, "Europe/Berlin", at("2030-03-30T12:00:00Z")).toISOString()).toBe("2030-03-31T07:00:00.000Z");
    expect(nextOpeningAt(daily, "Europe/Berlin", at("2030-03-29T12:00:00Z")).toISOString()).toBe("2030-03-30T08:00:00.000Z");
  });

  it("is the first listed opening after now, in any week", () => {
    const entry = fc.record({
      days: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }),
      opens: fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`),
      closes: fc.constant("23:59"),
    });
    const moment = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2040, 0, 1) }).map((ms) => new Date(ms));
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 4 }), moment, (list, now) => {
        const found = nextOpeningAt(list, "UTC", now);
        const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
        const candidates = Array.from({ length: 9 }, (_, offset) => today + offset * 86_400_000).flatMap((midnight) =>
          list.filter((e) => e.days.includes(new Date(midnight).getUTCDay() || 7)).map((e) => midnight + toMinutes(e.opens) * 60_000),
        );
        const expected = Math.min(...candidates.filter((time) => time > now.getTime()));
        expect(found.getTime()).toBe(expected);
        const local = localTime(found, "UTC");
        expect(list.some((e) => e.days.includes(local.weekday) && toMinutes(e.opens) === local.minutes)).toBe(true);
      }),
    );
  });
});

describe("zonedWallTime", () => {
  it("finds a local time of a day", () => {
    expect(zonedWallTime("2030-05-01", 9 * 60, "Europe/Minsk")?.toISOString()).toBe("2030-05-01T06:00:00.000Z");
    expect(zonedWallTime("2030-02-30", 0, "UTC")).toBeNull();
  });
});
