import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Schedule } from "@/lib/db/schema/menu";
import { isInWindow, toMinutes } from "@/lib/domain/schedule";
import {
  crossesMidnight,
  hasOwnSchedule,
  normalizeSchedule,
  scheduleBlockedByParents,
  scheduleIssues,
} from "@/lib/domain/schedule-rules";

const fmt = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
const time = fc.integer({ min: 0, max: 1439 }).map(fmt);
const days = fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 });
const schedule: fc.Arbitrary<Schedule> = fc.record({ enabled: fc.boolean(), days, start: time, end: time });
const maybeSchedule = fc.option(schedule, { nil: null });

describe("schedule rules", () => {
  it("refuses a switched-on schedule exactly when some parent has a switched-on one", () => {
    fc.assert(
      fc.property(maybeSchedule, fc.array(maybeSchedule, { maxLength: 4 }), (own, parents) => {
        const expected = Boolean(own?.enabled) && parents.some((parent) => parent?.enabled === true);
        expect(scheduleBlockedByParents(own, parents)).toBe(expected);
      }),
    );
  });

  it("never blocks an item or category without parents, nor a switched-off schedule", () => {
    fc.assert(
      fc.property(schedule, fc.array(maybeSchedule), (own, parents) => {
        expect(scheduleBlockedByParents(own, [])).toBe(false);
        expect(scheduleBlockedByParents({ ...own, enabled: false }, parents)).toBe(false);
      }),
    );
  });

  it("accepts every well-formed schedule with at least one weekday", () => {
    fc.assert(
      fc.property(schedule, (value) => {
        expect(scheduleIssues(value)).toEqual([]);
      }),
    );
  });

  it("asks for at least one weekday when a schedule is switched on", () => {
    fc.assert(
      fc.property(time, time, (start, end) => {
        expect(scheduleIssues({ enabled: true, days: [], start, end })).toEqual([{ field: "days", key: "selectAtLeastOne" }]);
        expect(scheduleIssues({ enabled: false, days: [], start, end })).toEqual([]);
      }),
    );
  });

  it("refuses malformed times and weekdays", () => {
    for (const bad of ["24:00", "9:00", "12:60", "", "ab:cd", "12:00:00"]) {
      expect(scheduleIssues({ enabled: true, days: [1], start: bad, end: "10:00" })).toContainEqual({ field: "start", key: "invalidValue" });
    }
    expect(scheduleIssues({ enabled: true, days: [0, 8], start: "10:00", end: "11:00" })).toContainEqual({ field: "days", key: "invalidValue" });
  });

  it("normalises weekdays to a sorted set and is idempotent", () => {
    fc.assert(
      fc.property(schedule, fc.array(fc.integer({ min: 1, max: 7 })), (value, extra) => {
        const normal = normalizeSchedule({ ...value, days: [...value.days, ...extra, ...value.days] })!;
        expect(normal.days).toEqual([...new Set([...value.days, ...extra])].sort((a, b) => a - b));
        expect(normalizeSchedule(normal)).toEqual(normal);
      }),
    );
    expect(normalizeSchedule({ enabled: false, days: [], start: "10:00", end: "11:00" })).toBeNull();
    expect(hasOwnSchedule(null)).toBe(false);
  });

  it("a window crossing midnight covers the rest of each chosen day and the next morning", () => {
    fc.assert(
      fc.property(days, fc.integer({ min: 1, max: 1439 }), fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 0, max: 1439 }), (chosen, start, endRaw, minute) => {
        const end = endRaw % (start + 1);
        const window = { days: chosen, start: fmt(start), end: fmt(end) };
        expect(crossesMidnight(window)).toBe(true);
        for (const day of chosen) {
          const next = day === 7 ? 1 : day + 1;
          if (minute >= start) expect(isInWindow(window, { weekday: day, minutes: minute })).toBe(true);
          if (minute < toMinutes(window.end)) expect(isInWindow(window, { weekday: next, minutes: minute })).toBe(true);
        }
      }),
    );
  });
});
